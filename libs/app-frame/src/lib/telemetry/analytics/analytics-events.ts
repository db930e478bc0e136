import { toUtc3Timestamp } from './utc3-timestamp';

export type AnalyticsEventName = 'identify' | 'anonymise' | 'error-login' | 'error-logout' | 'promo-code-not-found';

/** One dataLayer entry: the event name, its fields and when it happened (UTC+3). */
export type AnalyticsEvent = {
  event: AnalyticsEventName;
  timestamp: string;
  [field: string]: string | number;
};

const at = (now: Date | number) => ({ timestamp: toUtc3Timestamp(now) });

/** A player signed in, signed up or came back with a session. */
export const identifyEvent = (uid: number, now: Date | number = Date.now()): AnalyticsEvent => ({ event: 'identify', user_id: uid, ...at(now) });

/** The player signed out: later events are anonymous. */
export const anonymiseEvent = (now: Date | number = Date.now()): AnalyticsEvent => ({ event: 'anonymise', ...at(now) });

/** SPEC.md 8: a failed sign-in, with the platform's error code (its error type). */
export const loginErrorEvent = (errorCode: string, now: Date | number = Date.now()): AnalyticsEvent => ({
  event: 'error-login',
  error_code: errorCode,
  ...at(now),
});

/** SPEC.md 8: a failed sign-out. */
export const logoutErrorEvent = (errorCode: string, now: Date | number = Date.now()): AnalyticsEvent => ({
  event: 'error-logout',
  error_code: errorCode,
  ...at(now),
});

/** SPEC.md 8: a promo code the platform does not know. */
export const promoCodeNotFoundEvent = (promoCode: string, now: Date | number = Date.now()): AnalyticsEvent => ({
  event: 'promo-code-not-found',
  promo_code: promoCode,
  ...at(now),
});
