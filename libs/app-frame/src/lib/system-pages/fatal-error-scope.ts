import { errorPageFor, type FatalError } from '@casino/api-client';
import { matchRoute } from '@casino/routing';

/**
 * Whether a fatal error (SPEC.md 8) takes over the page at `pathname`. The user-blocked page's one button
 * leads to support (SPEC.md 2.6), so a banned player reaches the support page itself; anywhere else, and for
 * every other fatal error, the system page replaces the site.
 */
export function fatalErrorCovers(error: FatalError, pathname: string): boolean {
  return !(errorPageFor(error) === 'user-blocked' && matchRoute(pathname)?.route.name === 'support.index');
}
