import { splitLocale } from '@casino/routing';
import type { SiteLink } from './use-site-menu';

type Place = { pathname: string; search: string };

/** Whether the address is at or under a link's path (by whole segments; a home page only itself) and has its query. */
function leadsHere(to: string, { pathname, search }: Place): boolean {
  const [path = '', query = ''] = to.split('#')[0]?.split('?') ?? [];
  const under = path === pathname || (splitLocale(path).pathname !== '/' && pathname.startsWith(`${path}/`));
  if (!under) return false;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(query)].every(([key, value]) => current.get(key) === value);
}

/**
 * The key of the one link of a menu the player is on: of the in-app links that lead here, the most specific (the
 * longest). React Router's NavLink matches each link alone by its path: on `/gamehall/live` "Game hall" and "Live
 * casino" were both the current page, and a link with a query (`/gamehall?category=live`) was current on every hall.
 */
export function currentLinkKey(links: readonly SiteLink[], place: Place): string | undefined {
  return links
    .filter((link) => !link.external && leadsHere(link.to, place))
    .sort((a, b) => b.to.length - a.to.length)[0]?.key;
}
