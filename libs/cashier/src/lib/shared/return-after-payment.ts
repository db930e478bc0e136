import { sitePath } from '@casino/routing';
import { keepForAWhile, takeRecent } from '@casino/ui-kit';

/**
 * SPEC.md 9's storage key for the payment-success redirect: where the player started a payment (a running game),
 * so the success page brings them back there. Local storage, because a payment may end in another window.
 */
export const PAYMENT_SUCCESS_REDIRECT_KEY = 'payment_success_redirect';

/** A return older than this belongs to a payment abandoned long ago: the success page then offers the game hall. */
export const RETURN_TTL_MS = 60 * 60 * 1000;

export function rememberReturnAfterPayment(path: string, storage: Storage | undefined = globalThis.localStorage, now = Date.now()): void {
  // Storage may be blocked: the success page then offers the game hall.
  keepForAWhile(storage, PAYMENT_SUCCESS_REDIRECT_KEY, { path }, now);
}

/**
 * The page to return to after a successful payment, once (the key is removed): only a path of this site (anyone
 * may write the storage of a shared computer's browser), and only a recent one.
 */
export function takeReturnAfterPayment(storage: Storage | undefined = globalThis.localStorage, now = Date.now()): string | null {
  const path = takeRecent(storage, PAYMENT_SUCCESS_REDIRECT_KEY, RETURN_TTL_MS, now)?.path;
  return typeof path === 'string' ? sitePath(path) : null;
}
