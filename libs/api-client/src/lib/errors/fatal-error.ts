import { createAction } from '@reduxjs/toolkit';
import type { PlatformError } from './platform-error';

/** The full-page error a failed call forces (SPEC.md 6 and 8). */
export type FatalError = {
  status: 403 | 503;
  /** The error type that caused it; `UserBannedException` makes the 403 page the user-blocked page. */
  type: PlatformError['type'];
};

/** The system pages of SPEC.md 2.6 an error status can lead to. */
export type ErrorPage = 'not-found' | 'forbidden' | 'maintenance' | 'user-blocked';

/**
 * Decides whether an error takes over the whole page: a banned user gets 403 (user blocked), a disabled or
 * unavailable application 503 (maintenance), and any HTTP 403 the forbidden page. Everything else is the
 * caller's to show.
 */
export function fatalErrorOf(error: PlatformError): FatalError | null {
  if (error.type === 'UserBannedException') return { status: 403, type: error.type };
  if (error.type === 'ApplicationDisabledException' || error.type === 'ApplicationUnavailableException') {
    return { status: 503, type: error.type };
  }
  if (error.httpStatus === 403) return { status: 403, type: error.type };
  return null;
}

/** Status mapping of SPEC.md 8: 404 not found, 403 forbidden (user blocked when banned), 503 maintenance, else 404. */
export function errorPageFor({ status, type }: { status: number; type?: string }): ErrorPage {
  if (status === 403) return type === 'UserBannedException' ? 'user-blocked' : 'forbidden';
  if (status === 503) return 'maintenance';
  return 'not-found';
}

/** Dispatched by the transport when a call fails fatally; the shell shows the matching error page. */
export const platformFatalError = createAction<FatalError>('platformApi/fatalError');
