import { accountApi, authApi, platformApi, playerExcluded, USER_BOUND_TAGS, type PlatformError } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';
import { openDialog, showToast } from '@casino/ui-kit';
import { isAnyOf, type ListenerMiddlewareInstance, type UnknownAction } from '@reduxjs/toolkit';

/** The auth calls answer AuthorizationException for a refused sign-in: that is the form's to explain, not a session end. */
const SIGN_IN_CALLS: ReadonlySet<string> = new Set<keyof typeof authApi.endpoints>(['login', 'register', 'logout', 'restorePassword']);

/** The call that failed, when it is a platform call refused because the session is gone. */
function endedSessionCall(action: UnknownAction): boolean {
  const { meta, payload } = action as { meta?: { rejectedWithValue?: unknown; arg?: { endpointName?: unknown } }; payload?: unknown };
  if (!action.type.startsWith(`${platformApi.reducerPath}/`) || meta?.rejectedWithValue !== true) return false;
  const endpoint = typeof meta.arg?.endpointName === 'string' ? meta.arg.endpointName : '';
  const error = payload as Partial<PlatformError> | undefined;
  return error?.type === 'AuthorizationException' && !SIGN_IN_CALLS.has(endpoint);
}

/**
 * A session that ends in the middle of a visit (signed out in another tab or device, revoked by a password change,
 * ended by a limit) is not an error of the page the player is on: the first call the platform refuses with
 * AuthorizationException while the site still shows the player signed in asks to sign in again (a toast and the
 * sign-in popup) and drops the player's cached data, so the header and the page show a visitor. Asked once, until
 * the next sign-in.
 */
export function askToSignInAgain(listener: ListenerMiddlewareInstance) {
  // The page's calls fail together: the first asks, the rest are the same news.
  let asked = false;
  listener.startListening({
    matcher: isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.register.matchFulfilled),
    effect: () => {
      asked = false;
    },
  });
  // A session the player ended (signing out, a time-out, a self-exclusion) is no news to them: the calls refused
  // before the account is read again must not ask them to sign in (a time-out's player cannot).
  listener.startListening({
    matcher: isAnyOf(
      authApi.endpoints.logout.matchFulfilled,
      playerExcluded,
    ),
    effect: () => {
      asked = true;
    },
  });
  listener.startListening({
    predicate: (action, state) => {
      if (asked || !endedSessionCall(action)) return false;
      const account = accountApi.endpoints.getAccountInfo.select()(state as never).data;
      return isAuthenticated(account);
    },
    effect: (_, api) => {
      asked = true;
      api.dispatch(platformApi.util.invalidateTags([...USER_BOUND_TAGS]));
      api.dispatch(showToast({ kind: 'info', messageId: 'session.ended.toast' }));
      api.dispatch(openDialog({ id: 'auth', props: { mode: 'login' } }));
    },
  });
}
