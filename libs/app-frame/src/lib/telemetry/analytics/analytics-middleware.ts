import { accountApi, authApi, campaignsApi, fieldError, isPlatformError, serverStateHydrated } from '@casino/api-client';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { anonymiseEvent, identifyEvent, loginErrorEvent, logoutErrorEvent, promoCodeNotFoundEvent, type AnalyticsEvent } from './analytics-events';
import { pushToDataLayer } from './data-layer';

/** The `error_data.promo_code[0]` code of an unknown promo code (SPEC.md 5 and 8). */
export const PROMO_CODE_NOT_FOUND = 'NOT_FOUND';

export type AnalyticsOptions = {
  /** Where the events go: the page's dataLayer (GTM) by default. */
  track?: (event: AnalyticsEvent) => void;
  now?: () => number;
};

const errorCodeOf = (error: unknown) => (isPlatformError(error) ? error.type : 'UnknownError');

/**
 * The analytics of SPEC.md 4 and 8, from the store's actions: the player identified or anonymised as the account
 * answers say (sign-in, sign-up, a reload, a session ended on the server), and the error events of sign-in, sign-out
 * and an unknown promo code.
 */
export function createAnalyticsMiddleware({ track = pushToDataLayer, now = Date.now }: AnalyticsOptions = {}) {
  const listener = createListenerMiddleware();
  /** The uid last identified; 0 while anonymous. */
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

  for (const matcher of [authApi.endpoints.login.matchFulfilled, authApi.endpoints.register.matchFulfilled]) {
    // A login answer without a player (uid 0) changed nothing.
    listener.startListening({ matcher, effect: (action) => void (action.payload.uid > 0 && identify(action.payload.uid)) });
  }
  listener.startListening({ matcher: authApi.endpoints.logout.matchFulfilled, effect: () => identify(0) });
  listener.startListening({ matcher: accountApi.endpoints.getAccountInfo.matchFulfilled, effect: (action) => identify(action.payload.uid) });
  // A server-rendered page brings the account answer with it: no request is fulfilled in the browser to say who it is.
  type AccountState = Parameters<ReturnType<typeof accountApi.endpoints.getAccountInfo.select>>[0];
  listener.startListening({
    actionCreator: serverStateHydrated,
    effect: (_action, api) => identify(accountApi.endpoints.getAccountInfo.select()(api.getState() as AccountState).data?.uid ?? 0),
  });

  listener.startListening({
    matcher: authApi.endpoints.login.matchRejected,
    effect: (action) => void (action.meta.condition || track(loginErrorEvent(errorCodeOf(action.payload), now()))),
  });
  listener.startListening({
    matcher: authApi.endpoints.logout.matchRejected,
    effect: (action) => void (action.meta.condition || track(logoutErrorEvent(errorCodeOf(action.payload), now()))),
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
