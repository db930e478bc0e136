import { PLATFORM_ERROR_TYPES, type ClientErrorType, type ErrorData, type PlatformErrorType } from '@casino/platform-contract';

/**
 * Every failed call ends as this (SPEC.md 8). `status` is the status the error pages work with: the HTTP
 * status of an answer that carried an error body, 500 for the UnknownError fallback. `httpStatus` is what
 * actually came back (0 when no answer came: network failure or timeout), so "any HTTP 403" stays visible.
 */
export type PlatformError = {
  type: ClientErrorType;
  status: number;
  httpStatus: number;
  /** The server's `error_data`: per-field messages such as `{ promo_code: ['EXPIRED'] }`. */
  data?: ErrorData;
  /** A diagnostic for logs (network failure, malformed payload); never shown to players as is. */
  message?: string;
};

const KNOWN_TYPES: ReadonlySet<string> = new Set(PLATFORM_ERROR_TYPES);

export const isPlatformErrorType = (type: unknown): type is PlatformErrorType =>
  typeof type === 'string' && KNOWN_TYPES.has(type);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The `{ error: { type, error_data? } }` body of a platform answer, whatever its HTTP status; null if absent. */
export function readErrorBody(body: unknown, httpStatus: number): PlatformError | null {
  if (!isRecord(body) || !isRecord(body['error'])) return null;
  const { type, error_data } = body['error'];
  return {
    type: isPlatformErrorType(type) ? type : 'UnknownError',
    status: httpStatus,
    httpStatus,
    ...(isRecord(error_data) ? { data: error_data as ErrorData } : {}),
  };
}

/** An HTTP error without an error body, or no answer at all: the UnknownError fallback with status 500. */
export const unknownError = (httpStatus: number, message?: string): PlatformError => ({
  type: 'UnknownError',
  status: 500,
  httpStatus,
  ...(message ? { message } : {}),
});

/** Narrows the `error` of an RTK Query hook or `unwrap()` rejection to a PlatformError. */
export function isPlatformError(error: unknown): error is PlatformError {
  return isRecord(error) && typeof error['type'] === 'string' && typeof error['status'] === 'number' && typeof error['httpStatus'] === 'number';
}

/** The first message the server gave for a field, e.g. `fieldError(error, 'promo_code')`. */
export function fieldError(error: PlatformError | undefined, field: string): string | undefined {
  const value = error?.data?.[field];
  if (Array.isArray(value)) return value[0];
  return value === undefined ? undefined : String(value);
}
