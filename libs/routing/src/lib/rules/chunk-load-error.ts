import { formatLocation, type RouteLocation } from '../location';
import { sitePath } from '../redirect-target';

/** Reload the app at this URL with a full page load. */
export type ReloadDecision = { type: 'reload'; url: string };

// Messages of the browsers and bundlers for a lazy chunk that is gone (usually after a new deploy).
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * SPEC.md 2.4: a chunk load error reloads the target path, which fetches the new build's chunks.
 * lastReloadedUrl (kept by the shell, e.g. in session storage) stops a reload loop: when the same URL
 * was reloaded already, null is returned and the error is shown instead.
 */
export function chunkLoadErrorDecision(
  error: unknown,
  target: RouteLocation,
  lastReloadedUrl?: string,
): ReloadDecision | null {
  if (!isChunkLoadError(error)) return null;
  // A full page load leaves the app: the path goes through the redirect judge ('//evil.example' is no path here).
  const url = sitePath(formatLocation(target)) ?? '/';
  return url === lastReloadedUrl ? null : { type: 'reload', url };
}
