import { localizePath, splitLocale } from '../locales';
import { formatLocation, parseLocation, trimTrailingSlash } from '../location';
import { resolveRedirect } from '../redirect-target';
import { CONTINUE, type GuardDecision, type NavigationContext } from './navigation-context';

/**
 * Guard 5 (SPEC.md 2.4): the server-side redirect lookup for the visited path. While the context has
 * no result for this path the router is asked to look it up. An absolute target is followed with a
 * full page load (the platform named it: the explicit allowance of SPEC.md 8); a path is an in-app redirect, given the
 * current locale prefix when it has none. Either is normalised by resolveRedirect first; no http(s) address is none.
 */
export function serverRedirect({ to, serverRedirect: lookup }: NavigationContext): GuardDecision {
  if (!lookup || lookup.path !== to.pathname) return { type: 'lookup-server-redirect', path: to.pathname };
  const target = resolveRedirect(lookup.target, { externalHosts: 'any' });
  if (!target) return CONTINUE;
  if (target.kind === 'external') return { type: 'external', url: target.url };
  const { locale } = splitLocale(to.pathname);
  const parsed = parseLocation(target.path);
  const pathname = splitLocale(parsed.pathname).prefixed ? parsed.pathname : localizePath(parsed.pathname, locale);
  // A lookup that answers with the visited path itself would loop; the page is shown instead.
  if (trimTrailingSlash(pathname) === trimTrailingSlash(to.pathname)) return CONTINUE;
  return { type: 'redirect', to: formatLocation({ ...parsed, pathname }), replace: true };
}
