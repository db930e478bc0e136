import { authApi, playerExcluded } from '@casino/api-client';
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { followLocaleChanges } from '../locale-change/follow-locale-changes';
import { askToSignInAgain } from '../session-ended/ask-to-sign-in-again';
import { sessionEvents, type SessionEvents } from './session-events';

/**
 * The store side of session changes (SPEC.md 4): emits `onSessionChange` after sign-in, sign-up and sign-out, and
 * follows a locale change (`followLocaleChanges`) and asks to sign in again when the session ends mid-visit
 * (`askToSignInAgain`). Initial data is reloaded by the auth mutations themselves: they
 * invalidate every user-bound cache tag. The analytics of the same actions are the frame's telemetry.
 */
export function createSessionMiddleware({ events = sessionEvents }: { events?: SessionEvents } = {}) {
  const listener = createListenerMiddleware();
  followLocaleChanges(listener);
  askToSignInAgain(listener);
  listener.startListening({
    matcher: authApi.endpoints.login.matchFulfilled,
    // A login answer without a player (uid 0) changed nothing.
    effect: (action) => void (action.payload.uid > 0 && events.emit({ kind: 'sign-in', uid: action.payload.uid })),
  });
  listener.startListening({
    matcher: authApi.endpoints.register.matchFulfilled,
    effect: (action) => void (action.payload.uid > 0 && events.emit({ kind: 'sign-up', uid: action.payload.uid })),
  });
  listener.startListening({
    // A time-out or self-exclusion ends every session of the player at once: a sign-out like any other.
    matcher: isAnyOf(
      authApi.endpoints.logout.matchFulfilled,
      playerExcluded,
    ),
    effect: () => events.emit({ kind: 'sign-out', uid: 0 }),
  });
  return listener.middleware;
}
