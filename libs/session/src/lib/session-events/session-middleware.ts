import { accountApi, authApi, campaignsApi, fieldError, isPlatformError } from '@casino/api-client';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { anonymiseEvent, identifyEvent, loginErrorEvent, logoutErrorEvent, promoCodeNotFoundEvent, type AnalyticsEvent } from '../analytics/analytics-events';
import { pushToDataLayer } from '../analytics/data-layer';
import { followLocaleChanges } from '../locale-change/follow-locale-changes';
import { sessionEvents, type SessionEvents } from './session-events';

/** The `error_data.promo_code[0]` code of an unknown promo code (SPEC.md 5 and 8). */
export const PROMO_CODE_NOT_FOUND = 'NOT_FOUND';

export type SessionMiddlewareOptions = {
  events?: SessionEvents;
  track?: (event: AnalyticsEvent) => void;
  now?: () => number;
};

const errorCodeOf = (error: unknown) => (isPlatformError(error) ? error.type : 'UnknownError');

/**
 * The store side of session changes (SPEC.md 4 and 8): emits `onSessionChange` after sign-in, sign-up and
 * sign-out, identifies or anonymises the player in the dataLayer and sends the error events. Initial data
 * is reloaded by the auth mutations themselves: they invalidate every user-bound cache tag.
 */
export function createSessionMiddleware({ events = sessionEvents, track = pushToDataLayer, now = Date.now }: SessionMiddlewareOptions = {}) {
  const listener = createListenerMiddleware();
  followLocaleChanges(listener);
  /** The uid last identified in analytics; 0 while anonymous. */
  let identifiedUid = 0;

  const identify = (uid: number) => {
    if (uid > 0 && uid !== identifiedUid) {
      identifiedUid = uid;
      track(identifyEvent(uid, now()));
    } else if (uid <= 0 && identifiedUid > 0) {
      identifiedUid = 0;
      track(anonymiseEvent(now()));
    }
  };

  const signedIn = (kind: 'sign-in' | 'sign-up', uid: number) => {
    // A login answer without a player (uid 0) changed nothing.
    if (uid <= 0) return;
    identify(uid);
    events.emit({ kind, uid });
  };
  listener.startListening({
    matcher: authApi.endpoints.login.matchFulfilled,
    effect: (action) => signedIn('sign-in', action.payload.uid),
  });
  listener.startListening({
    matcher: authApi.endpoints.register.matchFulfilled,
    effect: (action) => signedIn('sign-up', action.payload.uid),
  });

  listener.startListening({
    matcher: authApi.endpoints.logout.matchFulfilled,
    effect: () => {
      identify(0);
      events.emit({ kind: 'sign-out', uid: 0 });
    },
  });

  // The account answer also tells who is there after a reload, or that the session ended on the server.
  listener.startListening({
    matcher: accountApi.endpoints.getAccountInfo.matchFulfilled,
    effect: (action) => identify(action.payload.uid),
  });

  listener.startListening({
    matcher: authApi.endpoints.login.matchRejected,
    effect: (action) => {
      if (action.meta.condition) return;
      track(loginErrorEvent(errorCodeOf(action.payload), now()));
    },
  });

  listener.startListening({
    matcher: authApi.endpoints.logout.matchRejected,
    effect: (action) => {
      if (action.meta.condition) return;
      track(logoutErrorEvent(errorCodeOf(action.payload), now()));
    },
  });

  const promoCodeRejected = (error: unknown, promoCode: string) => {
    if (isPlatformError(error) && fieldError(error, 'promo_code') === PROMO_CODE_NOT_FOUND) track(promoCodeNotFoundEvent(promoCode, now()));
  };
  listener.startListening({
    matcher: campaignsApi.endpoints.activateOffer.matchRejected,
    effect: (action) => promoCodeRejected(action.payload, action.meta.arg.originalArgs.promo_code),
  });
  listener.startListening({
    matcher: campaignsApi.endpoints.checkPromocode.matchRejected,
    effect: (action) => promoCodeRejected(action.payload, action.meta.arg.originalArgs.promo_code),
  });

  return listener.middleware;
}

/** Add to the store's middleware (`.prepend(sessionMiddleware)`), once per app. */
export const sessionMiddleware = createSessionMiddleware();
