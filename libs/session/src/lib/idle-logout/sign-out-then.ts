import { authApi } from '@casino/api-client';
import type { AppDispatch } from '../store/create-store';

/**
 * Signs the player out for the site's own reasons (idle, a responsible-gaming limit) and then runs `leave`, whether
 * the call succeeded or not: a failed logout is reported to analytics by the session middleware, and a platform that
 * already ended the session refuses it; the player leaves all the same.
 */
export function signOutThen(dispatch: AppDispatch, leave: () => void): void {
  const request = dispatch(authApi.endpoints.logout.initiate());
  void request
    .unwrap()
    .catch(() => undefined)
    .finally(() => {
      request.reset();
      leave();
    });
}
