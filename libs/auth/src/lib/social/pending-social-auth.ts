import type { TypeAuth } from './use-social-popup';

/**
 * SPEC.md 9's storage key for social authentication: a social sign-in continued in this window (the popup was
 * blocked) leaves the site for the provider and comes back with `?oauth=success|cancel`; the key says this tab started
 * it, so an address with `?oauth=success` typed or linked by anyone starts nothing. Session storage: the flow lives
 * and dies in this tab.
 */
export const SOCIAL_AUTH_KEY = 'social_auth';

/** A return later than this belongs to a sign-in abandoned long ago. */
export const SOCIAL_AUTH_TTL_MS = 15 * 60 * 1000;

export type PendingSocialAuth = { service: string; typeAuth: TypeAuth; at: number };

export function rememberSocialAuth(service: string, typeAuth: TypeAuth, storage: Storage | undefined = globalThis.sessionStorage, now = Date.now()): void {
  try {
    storage?.setItem(SOCIAL_AUTH_KEY, JSON.stringify({ service, typeAuth, at: now } satisfies PendingSocialAuth));
  } catch {
    // Storage may be blocked: the return then only reloads the account (see takeSocialAuth's caller).
  }
}

/** The social sign-in this tab started, once (the key is removed), if recent. */
export function takeSocialAuth(storage: Storage | undefined = globalThis.sessionStorage, now = Date.now()): PendingSocialAuth | null {
  try {
    const raw = storage?.getItem(SOCIAL_AUTH_KEY) ?? null;
    storage?.removeItem(SOCIAL_AUTH_KEY);
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    const { service, typeAuth, at } = stored as Partial<PendingSocialAuth>;
    if (typeof service !== 'string' || (typeAuth !== 'login' && typeAuth !== 'register')) return null;
    if (typeof at !== 'number' || at > now || now - at > SOCIAL_AUTH_TTL_MS) return null;
    return { service, typeAuth, at };
  } catch {
    return null;
  }
}
