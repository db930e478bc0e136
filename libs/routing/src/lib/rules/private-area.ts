import { buildPath } from '../build-path';
import { splitLocale } from '../locales';
import { formatLocation } from '../location';
import { matchRoute } from '../match-route';
import { containsPrivateArea } from '../private-areas';
import { CONTINUE, type GuardDecision, type NavigationContext } from '../guards/navigation-context';

/** The index query that carries the page a visitor was turned away from. */
export const REDIRECT_URL_QUERY = 'redirectUrl';

/**
 * SPEC.md 2.4 and 6: a visitor on any path containing bets, cashier, profile or responsible-game
 * (slug routes excluded) goes to the index of the same locale with redirectUrl = the encoded full path.
 */
export function privateArea({ to, isAuthenticated }: NavigationContext): GuardDecision {
  if (isAuthenticated) return CONTINUE;
  if (matchRoute(to.pathname)?.route.isSlug) return CONTINUE;
  const { locale, pathname } = splitLocale(to.pathname);
  if (!containsPrivateArea(pathname)) return CONTINUE;
  const index = buildPath('index', { locale, query: { [REDIRECT_URL_QUERY]: formatLocation(to) } });
  return { type: 'redirect', to: index, replace: true };
}
