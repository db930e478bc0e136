import type { Locale } from '@casino/platform-contract';
import { localizePath, splitLocale } from '../locales';
import { parseLocation, trimTrailingSlash, type RouteLocation } from '../location';
import { mergeSearch } from '../query';
import { resolveRedirect } from '../redirect-target';
import { CONTINUE, type GuardDecision, type NavigationContext } from './navigation-context';

/**
 * Guard 2 (SPEC.md 2.4): the configured from_url/to_url pairs, first match wins.
 * - from_url is an unprefixed path, matched against the visited path without its locale prefix (a
 *   from_url written with a prefix, '/pl/old', matches the full path of that locale only);
 *   '*' matches any run of characters, slashes included ('/old/*' matches '/old/a/b');
 * - each '*' of to_url receives what the matching '*' of from_url captured, in order;
 * - an internal to_url gets the current locale prefix; an absolute to_url is followed as an external link (the
 *   operator configured it: that is the explicit allowance SPEC.md 8 asks for). Both go through resolveRedirect, and
 *   what the visited path fills into the wildcards never leads elsewhere than the configured to_url does: an internal
 *   pair stays on the site ('/*' with '//evil.example' visited), an external one on its host;
 * - the visited query is kept (appended after to_url's own) and so is the hash (unless to_url has one).
 */
export function customRedirects({ to, customRedirects: pairs = [] }: NavigationContext): GuardDecision {
  const fullPath = trimTrailingSlash(to.pathname);
  const { locale, pathname } = splitLocale(fullPath);
  for (const pair of pairs) {
    const captured = matchWildcard(pair.from_url, pathname) ?? matchWildcard(pair.from_url, fullPath);
    if (!captured) continue;
    return redirectTo(pair.to_url, captured, to, locale);
  }
  return CONTINUE;
}

/** The wildcard captures when `pathname` matches from_url, else null. Case-insensitive, like the routes. */
function matchWildcard(fromUrl: string, pathname: string): string[] | null {
  const pattern = trimTrailingSlash(fromUrl.trim())
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.*)');
  const match = new RegExp(`^${pattern}$`, 'i').exec(pathname);
  return match ? match.slice(1) : null;
}

function fillWildcards(toUrl: string, captured: readonly string[]): string {
  let index = 0;
  return toUrl.trim().replace(/\*/g, () => captured[index++] ?? '');
}

function redirectTo(toUrl: string, captured: readonly string[], to: RouteLocation, locale: Locale): GuardDecision {
  const configured = resolveRedirect(fillWildcards(toUrl, []), { externalHosts: 'any' });
  if (!configured) return CONTINUE;
  const externalHosts = configured.kind === 'external' ? [new URL(configured.url).hostname] : [];
  const resolved = resolveRedirect(fillWildcards(toUrl, captured), { externalHosts });
  if (!resolved) return CONTINUE;
  if (resolved.kind === 'external') {
    const url = new URL(resolved.url);
    url.search = mergeSearch(url.search, to.search);
    url.hash = url.hash || to.hash;
    return { type: 'external', url: url.href };
  }
  const parsed = parseLocation(resolved.path);
  const search = mergeSearch(parsed.search, to.search);
  const hash = parsed.hash || to.hash;
  const pathname = splitLocale(parsed.pathname).prefixed ? parsed.pathname : localizePath(parsed.pathname, locale);
  const next = `${pathname}${search}${hash}`;
  // A pair that redirects a path to itself would loop forever; treat it as no redirect.
  if (trimTrailingSlash(pathname) === trimTrailingSlash(to.pathname) && search === to.search) return CONTINUE;
  return { type: 'redirect', to: next, replace: true };
}
