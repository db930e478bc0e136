import { sitePath } from '@casino/routing';

/**
 * SPEC.md 9's storage key for the payment-success redirect: where the player started a payment (a running game),
 * so the success page brings them back there. Local storage, because a payment may end in another window.
 */
export const PAYMENT_SUCCESS_REDIRECT_KEY = 'payment_success_redirect';

/** A return older than this belongs to a payment abandoned long ago: the success page then offers the game hall. */
export const RETURN_TTL_MS = 60 * 60 * 1000;

type Stored = { path: string; at: number };

export function rememberReturnAfterPayment(path: string, storage: Storage | undefined = globalThis.localStorage, now = Date.now()): void {
  try {
    storage?.setItem(PAYMENT_SUCCESS_REDIRECT_KEY, JSON.stringify({ path, at: now } satisfies Stored));
  } catch {
    // Storage may be blocked: the success page then offers the game hall.
  }
}

/**
 * The page to return to after a successful payment, once (the key is removed): only a path of this site (anyone
 * may write the storage of a shared computer's browser), and only a recent one.
 */
export function takeReturnAfterPayment(storage: Storage | undefined = globalThis.localStorage, now = Date.now()): string | null {
  try {
    const raw = storage?.getItem(PAYMENT_SUCCESS_REDIRECT_KEY) ?? null;
    storage?.removeItem(PAYMENT_SUCCESS_REDIRECT_KEY);
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    const { path, at } = stored as Partial<Stored>;
    if (typeof path !== 'string' || typeof at !== 'number' || now - at > RETURN_TTL_MS || at > now) return null;
    return sitePath(path);
  } catch {
    return null;
  }
}
