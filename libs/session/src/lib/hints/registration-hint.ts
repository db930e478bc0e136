import { isAuthenticated, type AccountInfo } from '@casino/platform-contract';

/** SPEC.md 4 and 9: the registration hint shows for 2 hours after reg_time. */
export const REGISTRATION_HINT_WINDOW_MS = 2 * 60 * 60 * 1000;

/** When the hint window of an account ends (ms since epoch), or null without a readable reg_time. */
export function hintWindowEnd(account: Pick<AccountInfo, 'reg_time'> | undefined, windowMs: number): number | null {
  const registered = account?.reg_time ? Date.parse(account.reg_time) : Number.NaN;
  return Number.isNaN(registered) ? null : registered + windowMs;
}

export type RegistrationHintInput = {
  account: Pick<AccountInfo, 'uid' | 'reg_time'> | undefined;
  now: number;
  /** How many deposits the player has made; undefined while unknown (the hint waits rather than flashes). */
  depositsCount: number | undefined;
};

/** The registration hint: a signed-in player within 2 hours of reg_time who has not deposited yet. */
export function isRegistrationHintVisible({ account, now, depositsCount }: RegistrationHintInput): boolean {
  if (!isAuthenticated(account) || depositsCount === undefined || depositsCount > 0) return false;
  const end = hintWindowEnd(account, REGISTRATION_HINT_WINDOW_MS);
  return end !== null && now < end;
}
