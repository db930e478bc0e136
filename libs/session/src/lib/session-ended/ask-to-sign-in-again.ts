import { accountApi, authApi, platformApi, playerExcluded, USER_BOUND_TAGS, type PlatformError } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';
import { openDialog, showToast } from '@casino/ui-kit';
import { isAnyOf, type ListenerMiddlewareInstance, type UnknownAction } from '@reduxjs/toolkit';

/** The auth calls answer AuthorizationException for a refused sign-in: that is the form's to explain, not a session end. */
const SIGN_IN_CALLS: ReadonlySet<string> = new Set<keyof typeof authApi.endpoints>(['login', 'register', 'logout', 'restorePassword']);

/** The request id of a platform call refused because the session is gone; null for any other action. */
function endedSessionCall(action: UnknownAction): string | null {
  const { meta, payload } = action as { meta?: { requestId?: string; rejectedWithValue?: unknown; arg?: { endpointName?: unknown } }; payload?: unknown };
  if (!action.type.startsWith(`${platformApi.reducerPath}/`) || meta?.rejectedWithValue !== true) return null;
  const endpoint = typeof meta.arg?.endpointName === 'string' ? meta.arg.endpointName : '';
  const error = payload as Partial<PlatformError> | undefined;
  return error?.type === 'AuthorizationException' && !SIGN_IN_CALLS.has(endpoint) ? (meta.requestId ?? '') : null;
}

type CallEntry = { status?: string; requestId?: string } | undefined;

/**
 * The platform calls under way: a sign-in replaces the session (the platform rotates it), so a call sent before it
 * carries the old one and is refused; that refusal is no news to a player who has just signed in.
 */
function callsUnderWay(state: unknown): Set<string> {
  const api = (state as Record<string, { queries: Record<string, CallEntry>; mutations: Record<string, CallEntry> }>)[platformApi.reducerPath];
  const entries = [...Object.values(api?.queries ?? {}), ...Object.values(api?.mutations ?? {})];
  return new Set(entries.flatMap((entry) => (entry?.status === 'pending' && entry.requestId ? [entry.requestId] : [])));
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
  let sentBeforeSignIn = new Set<string>();
  listener.startListening({
    matcher: isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.register.matchFulfilled),
    effect: (_, api) => {
      asked = false;
      sentBeforeSignIn = callsUnderWay(api.getState());
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
      const call = endedSessionCall(action);
      if (asked || call === null || sentBeforeSignIn.has(call)) return false;
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
