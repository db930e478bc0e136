import { RG_PERIODS, type RgPeriod, type RgRestriction } from '@casino/platform-contract';
import type { Db } from '../../db/database';
import { sql, toAmount } from '../../db/sql';
import { PlatformFault, type ErrorData } from '../../platform/fault';
import { activeExclusion } from './exclusions';
import { limitsInForce, readableTime } from './limits';
import { periodEnd, periodStart } from './periods';
import { signedInMs } from './play-time';
import { usedCents } from './usage';

/**
 * Server-side enforcement of the responsible-gaming extension: each check throws the refusal the contract documents
 * (libs/platform-contract, extensions/responsible-gaming.ts), with `error_data` a client reads with readRestriction.
 */

const PERIOD_WORD: Record<RgPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
/** "1.50 EUR": an amount in a message, in the account's currency. */
const moneyText = (db: Db, accountId: number, cents: number) =>
  `${toAmount(cents).toFixed(2)} ${(sql(db, 'SELECT currency FROM accounts WHERE id = ?').get(accountId) as { currency: string }).currency}`;
const byPeriodOrder = (a: { period: RgPeriod }, b: { period: RgPeriod }) => RG_PERIODS.indexOf(a.period) - RG_PERIODS.indexOf(b.period);

/** The tightest of a type's money limits at `now`: the one with the least available, in cents. */
function tightest(db: Db, accountId: number, type: 'deposit' | 'loss' | 'wager', now: number) {
  let best: { period: RgPeriod; limit: number; available: number } | null = null;
  for (const { period, amount } of limitsInForce(db, accountId, type, now).sort(byPeriodOrder)) {
    const available = Math.max(0, amount - usedCents(db, accountId, type, periodStart(now, period)));
    if (best === null || available < best.available) best = { period, limit: amount, available };
  }
  return best;
}

/** A deposit of `cents` over a deposit limit: BillingDepositLimitExceededException with `available_amount` as before. */
export function requireDepositWithinLimits(db: Db, accountId: number, cents: number, now: number) {
  const limit = tightest(db, accountId, 'deposit', now);
  if (!limit || cents <= limit.available) return;
  const resetsAt = periodEnd(now, limit.period);
  const data: ErrorData & RgRestriction = {
    available_amount: toAmount(limit.available),
    restriction: 'deposit_limit',
    period: limit.period,
    limit_amount: toAmount(limit.limit),
    resets_at: new Date(resetsAt).toISOString(),
  };
  throw new PlatformFault(
    'BillingDepositLimitExceededException',
    data,
    undefined,
    `This deposit is over your ${PERIOD_WORD[limit.period]} deposit limit: up to ${moneyText(db, accountId, limit.available)} more until ${readableTime(resetsAt)}`,
  );
}

/**
 * A real-money stake of `cents` (a casino round's bet, a sports bet's stake: `field`) past a loss or wager limit:
 * InvalidParameterException with the field's message and the restriction. A loss limit refuses a stake that could
 * take the period's net loss past it; a wager limit, a stake past what may still be staked.
 */
export function requireStakeWithinLimits(db: Db, accountId: number, cents: number, field: 'bet' | 'stake', now: number) {
  if (cents <= 0) return;
  for (const type of ['loss', 'wager'] as const) {
    const limit = tightest(db, accountId, type, now);
    if (!limit || cents <= limit.available) continue;
    const resetsAt = periodEnd(now, limit.period);
    const message = `${type === 'loss' ? 'Loss' : 'Wager'} limit reached: ${moneyText(db, accountId, limit.available)} left of your ${PERIOD_WORD[limit.period]} ${type} limit until ${readableTime(resetsAt)}`;
    const data: ErrorData & RgRestriction = {
      [field]: [message],
      restriction: type === 'loss' ? 'loss_limit' : 'wager_limit',
      period: limit.period,
      limit_amount: toAmount(limit.limit),
      available_amount: toAmount(limit.available),
      resets_at: new Date(resetsAt).toISOString(),
    };
    throw new PlatformFault('InvalidParameterException', data, undefined, message);
  }
}

/** The session-time limit the player has used up at `now`, with when sign-in is possible again; null when none is. */
export function sessionTimeUsedUp(db: Db, accountId: number, now: number): { period: RgPeriod; endsAt: number } | null {
  let found: { period: RgPeriod; endsAt: number } | null = null;
  for (const { period, amount } of limitsInForce(db, accountId, 'session', now)) {
    if (signedInMs(db, accountId, periodStart(now, period), now) < amount * 60_000) continue;
    const endsAt = periodEnd(now, period);
    if (!found || endsAt > found.endsAt) found = { period, endsAt };
  }
  return found;
}

/** Milliseconds of session time left at `now` (the tightest period), or null without a session-time limit. */
export function sessionTimeLeftMs(db: Db, accountId: number, now: number): number | null {
  const limits = limitsInForce(db, accountId, 'session', now);
  if (!limits.length) return null;
  return Math.max(0, Math.min(...limits.map(({ period, amount }) => amount * 60_000 - signedInMs(db, accountId, periodStart(now, period), now))));
}

/** AuthorizationException for a session-time limit used up: the session's call, or a sign-in until the next period. */
export function sessionLimitFault(usedUp: { period: RgPeriod; endsAt: number }) {
  const data: ErrorData & RgRestriction = { restriction: 'session_limit', period: usedUp.period, ends_at: new Date(usedUp.endsAt).toISOString() };
  return new PlatformFault(
    'AuthorizationException',
    data,
    undefined,
    `Your ${PERIOD_WORD[usedUp.period]} session-time limit is used up: you can sign in again at ${readableTime(usedUp.endsAt)}`,
  );
}

/** Why the account may not sign in at `now` (a time-out, a self-exclusion, session time used up), or null. */
export function signInRefusal(db: Db, accountId: number, now: number): PlatformFault | null {
  const exclusion = activeExclusion(db, accountId, now);
  if (exclusion) {
    const data: ErrorData & RgRestriction = { restriction: exclusion.type, ends_at: exclusion.ends_at };
    const what = exclusion.type === 'time_out' ? 'You are taking a break' : 'You have excluded yourself';
    return new PlatformFault('AuthorizationException', data, undefined, `${what} until ${readableTime(Date.parse(exclusion.ends_at))}: you can sign in again then`);
  }
  const usedUp = sessionTimeUsedUp(db, accountId, now);
  return usedUp ? sessionLimitFault(usedUp) : null;
}
