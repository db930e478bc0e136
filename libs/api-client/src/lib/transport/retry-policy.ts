import { fatalErrorOf } from '../errors/fatal-error';
import type { PlatformError } from '../errors/platform-error';

/** A GET query is retried at most this many times; mutations never (SPEC.md / issue 3 retry policy). */
export const MAX_RETRIES = 2;
/** A Retry-After longer than this is not waited for: the query fails and the screen offers to try again. */
export const MAX_RETRY_AFTER_MS = 30_000;

/** Retry-After as seconds or an HTTP date, in ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Network failures, 5xx and 429 are worth another try; a fatal error (ban, maintenance) is final. */
export function isRetryable(error: PlatformError): boolean {
  if (fatalErrorOf(error)) return false;
  return (
    error.httpStatus === 0 ||
    error.httpStatus === 429 ||
    error.httpStatus >= 500 ||
    error.type === 'TooManyRequestsException'
  );
}

/**
 * How long to wait before retry number `attempt + 1`, or null to give up: exponential backoff from
 * `baseDelayMs`, replaced by the server's Retry-After when it sends one.
 */
export function retryDelay(
  error: PlatformError,
  attempt: number,
  { maxRetries, baseDelayMs, retryAfter }: { maxRetries: number; baseDelayMs: number; retryAfter: string | null | undefined },
): number | null {
  if (attempt >= maxRetries || !isRetryable(error)) return null;
  const serverDelay = parseRetryAfter(retryAfter);
  if (serverDelay !== null) return serverDelay > MAX_RETRY_AFTER_MS ? null : serverDelay;
  return baseDelayMs * 2 ** attempt;
}
