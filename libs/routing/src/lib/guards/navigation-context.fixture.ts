import { parseLocation } from '../location';
import type { NavigationContext } from './navigation-context';

/**
 * A navigation context for tests: an in-app navigation (from the index) to `url` by a visitor whose
 * user info is loaded and whose path has no server redirect. Overrides replace any field.
 */
export function navigationTo(url: string, overrides: Partial<NavigationContext> = {}): NavigationContext {
  const to = parseLocation(url);
  return {
    to,
    from: parseLocation('/'),
    isAuthenticated: false,
    userLoaded: true,
    serverRedirect: { path: to.pathname, target: null },
    ...overrides,
  };
}
