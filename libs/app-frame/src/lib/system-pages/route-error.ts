import { chunkLoadErrorDecision, routeNotFoundError, type RouteError, type RouteLocation } from '@casino/routing';

/** What a route's error boundary shows for an error thrown while loading or rendering its page. */
export type RouteErrorView =
  | { type: 'reload'; url: string }
  | { type: 'not-found'; message: string }
  | { type: 'slot-error' };

/** The session storage key that remembers the last URL reloaded for a chunk error, to stop a reload loop. */
export const CHUNK_RELOAD_STORAGE_KEY = 'shell.chunkReloadedUrl';

const isRouteError = (error: unknown): error is RouteError =>
  typeof error === 'object' && error !== null && (error as RouteError).status === 404 && typeof (error as RouteError).message === 'string';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

/**
 * Decides the error view (SPEC.md 2.2, 2.4, 8): a chunk that failed to load reloads the target path once; a
 * page's validation error (`pageValidationError`) or a 404 shows its message; on the game page any other error is
 * the "errors slot" page; elsewhere any unknown status is the 404 page.
 */
export function routeErrorView(
  error: unknown,
  location: RouteLocation,
  { isGamePage, lastReloadedUrl }: { isGamePage: boolean; lastReloadedUrl?: string },
): RouteErrorView {
  const reload = chunkLoadErrorDecision(error, location, lastReloadedUrl);
  if (reload) return reload;
  if (isRouteError(error)) return { type: 'not-found', message: error.message };
  if (isGamePage && statusOf(error) !== 404) return { type: 'slot-error' };
  return { type: 'not-found', message: routeNotFoundError(location).message };
}
