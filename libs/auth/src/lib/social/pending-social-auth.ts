import { keepForAWhile, takeRecent } from '@casino/ui-kit';
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
  // Storage may be blocked: the return then only reloads the account (see takeSocialAuth's caller).
  keepForAWhile(storage, SOCIAL_AUTH_KEY, { service, typeAuth }, now);
}

/** The social sign-in this tab started, once (the key is removed), if recent. */
export function takeSocialAuth(storage: Storage | undefined = globalThis.sessionStorage, now = Date.now()): PendingSocialAuth | null {
  const stored = takeRecent(storage, SOCIAL_AUTH_KEY, SOCIAL_AUTH_TTL_MS, now);
  if (!stored) return null;
  const { service, typeAuth, at } = stored;
  if (typeof service !== 'string' || (typeAuth !== 'login' && typeAuth !== 'register')) return null;
  return { service, typeAuth, at };
}
