import { fieldError, isPlatformError, type PlatformError } from '@casino/api-client';

/** The PlatformError behind an RTK Query mutation failure, if it is one. */
export const platformErrorOf = (error: unknown): PlatformError | undefined => (isPlatformError(error) ? error : undefined);

/** The first message the server gave for any of `fields`, e.g. `{ code: ['Time expired'] }`. */
export function firstFieldError(error: unknown, fields: readonly string[]): string | undefined {
  const platformError = platformErrorOf(error);
  for (const field of fields) {
    const text = fieldError(platformError, field);
    if (text) return text;
  }
  return undefined;
}

/** True when the platform asked the player to slow down (HTTP 429 or TooManyRequestsException). */
export const isTooManyRequests = (error: unknown) => {
  const platformError = platformErrorOf(error);
  return platformError?.type === 'TooManyRequestsException' || platformError?.httpStatus === 429;
};
