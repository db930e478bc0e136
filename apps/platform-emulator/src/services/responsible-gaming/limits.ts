import {
  RG_COOLING_OFF_HOURS,
  RG_PERIODS,
  type DepositLimit,
  type RgLimits,
  type RgLimitType,
  type RgMoneyLimit,
  type RgMoneyLimitType,
  type RgPeriod,
  type RgTimeLimit,
} from '@casino/platform-contract';
import type { Db } from '../../db/database';
import { nowIso, sql, toAmount } from '../../db/sql';
import { invalidParameter } from '../../platform/fault';
import { periodBounds, periodStart } from './periods';
import { signedInMs } from './play-time';
import { realityCheckMinutes } from './reality-check';
import { usedCents } from './usage';

export const COOLING_OFF_MS = RG_COOLING_OFF_HOURS * 3_600_000;

type LimitRow = { type: RgLimitType; period: RgPeriod; amount: number | null; pending: number; pending_amount: number | null; pending_at: number | null };

/** A limit as it stands at `now`: a change whose cooling-off is over has applied, whether or not it was written yet. */
type Effective = { amount: number | null; pending: { amount: number | null; at: number } | null };

function effective(row: LimitRow | undefined, now: number): Effective {
  if (!row) return { amount: null, pending: null };
  if (row.pending && row.pending_at !== null) {
    if (row.pending_at <= now) return { amount: row.pending_amount, pending: null };
    return { amount: row.amount, pending: { amount: row.pending_amount, at: row.pending_at } };
  }
  return { amount: row.amount, pending: null };
}

const rowsOf = (db: Db, accountId: number, type?: RgLimitType) =>
  (type
    ? sql(db, 'SELECT type, period, amount, pending, pending_amount, pending_at FROM rg_limits WHERE account_id = ? AND type = ?').all(accountId, type)
    : sql(db, 'SELECT type, period, amount, pending, pending_amount, pending_at FROM rg_limits WHERE account_id = ?').all(accountId)) as LimitRow[];

/** The limits of one type in force at `now`, per period (periods without one are left out). */
export function limitsInForce(db: Db, accountId: number, type: RgLimitType, now: number): Array<{ period: RgPeriod; amount: number }> {
  return rowsOf(db, accountId, type).flatMap((row) => {
    const { amount } = effective(row, now);
    return amount === null ? [] : [{ period: row.period, amount }];
  });
}

/** Writes the changes whose cooling-off is over, so the table says what applies. */
function applyDueChanges(db: Db, accountId: number, now: number) {
  sql(db, 'DELETE FROM rg_limits WHERE account_id = ? AND pending = 1 AND pending_at <= ? AND pending_amount IS NULL').run(accountId, now);
  sql(
    db,
    'UPDATE rg_limits SET amount = pending_amount, pending = 0, pending_amount = NULL, pending_at = NULL WHERE account_id = ? AND pending = 1 AND pending_at <= ?',
  ).run(accountId, now);
}

const iso = (ms: number) => new Date(ms).toISOString();
/** "2026-11-27 10:00 UTC": how the platform's English messages name a moment. */
export const readableTime = (ms: number) => `${iso(ms).slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Sets one limit (`value` in cents, or minutes for session; null removes it). A new or lower value applies at once and
 * drops a waiting change; a higher one or a removal waits RG_COOLING_OFF_HOURS, and while one waits a further raise is
 * refused (can_edit false). Answers whether the value applied at once.
 */
export function setLimit(db: Db, accountId: number, type: RgLimitType, period: RgPeriod, value: number | null, now: number): { applied: boolean } {
  return db.transaction(() => {
    applyDueChanges(db, accountId, now);
    const row = rowsOf(db, accountId, type).find((item) => item.period === period);
    const inForce = row?.amount ?? null;
    if (value !== null && (inForce === null || value <= inForce)) {
      sql(
        db,
        `INSERT INTO rg_limits (account_id, type, period, amount, pending, pending_amount, pending_at, updated_at) VALUES (?, ?, ?, ?, 0, NULL, NULL, ?)
         ON CONFLICT (account_id, type, period) DO UPDATE SET amount = excluded.amount, pending = 0, pending_amount = NULL, pending_at = NULL, updated_at = excluded.updated_at`,
      ).run(accountId, type, period, value, nowIso(db));
      return { applied: true };
    }
    // Removing a limit that does not exist changes nothing.
    if (inForce === null) return { applied: true };
    if (row?.pending && row.pending_at !== null) {
      throw invalidParameter('amount', `A change of this limit already waits until ${readableTime(row.pending_at)}; until then it can only be lowered`);
    }
    sql(db, 'UPDATE rg_limits SET pending = 1, pending_amount = ?, pending_at = ?, updated_at = ? WHERE account_id = ? AND type = ? AND period = ?').run(
      value,
      now + COOLING_OFF_MS,
      nowIso(db),
      accountId,
      type,
      period,
    );
    return { applied: false };
  })();
}

const timing = (limit: Effective, now: number, period: RgPeriod) => ({
  can_edit: limit.pending === null,
  expired_at: limit.pending ? iso(limit.pending.at) : null,
  ...periodBounds(now, period),
});

function moneyLimit(db: Db, accountId: number, type: RgMoneyLimitType, period: RgPeriod, row: LimitRow | undefined, now: number): RgMoneyLimit {
  const limit = effective(row, now);
  const used = usedCents(db, accountId, type, periodStart(now, period));
  return {
    period,
    limit_amount: limit.amount === null ? null : toAmount(limit.amount),
    used_amount: toAmount(used),
    available_amount: limit.amount === null ? null : toAmount(Math.max(0, limit.amount - used)),
    pending: limit.pending ? { limit_amount: limit.pending.amount === null ? null : toAmount(limit.pending.amount), effective_at: iso(limit.pending.at) } : null,
    ...timing(limit, now, period),
  };
}

function timeLimit(db: Db, accountId: number, period: RgPeriod, row: LimitRow | undefined, now: number): RgTimeLimit {
  const limit = effective(row, now);
  const used = Math.floor(signedInMs(db, accountId, periodStart(now, period), now) / 60_000);
  return {
    period,
    limit_minutes: limit.amount,
    used_minutes: used,
    available_minutes: limit.amount === null ? null : Math.max(0, limit.amount - used),
    pending: limit.pending ? { limit_minutes: limit.pending.amount, effective_at: iso(limit.pending.at) } : null,
    ...timing(limit, now, period),
  };
}

const byPeriod = <T>(make: (period: RgPeriod) => T) => ({ day: make('day'), week: make('week'), month: make('month') });

/** Every money limit of one type, per period, as responsibleGaming.getLimits answers it. */
export function moneyLimits(db: Db, accountId: number, type: RgMoneyLimitType, now: number) {
  const rows = rowsOf(db, accountId, type);
  return byPeriod((period) => moneyLimit(db, accountId, type, period, rows.find((row) => row.period === period), now));
}

/** responsibleGaming.getLimits. */
export function limitsOf(db: Db, account: { id: number; currency: string }, now: number): RgLimits {
  const rows = rowsOf(db, account.id, 'session');
  return {
    currency: account.currency,
    cooling_off_hours: RG_COOLING_OFF_HOURS,
    deposit: moneyLimits(db, account.id, 'deposit', now),
    loss: moneyLimits(db, account.id, 'loss', now),
    wager: moneyLimits(db, account.id, 'wager', now),
    session: byPeriod((period) => timeLimit(db, account.id, period, rows.find((row) => row.period === period), now)),
    reality_check: { interval_minutes: realityCheckMinutes(db, account.id) },
  };
}

/**
 * account.getDepositLimit (SPEC.md 7.2), one limit as before: the deposit limit that binds most now (the smallest
 * available amount; the shorter period on a tie), or no limit.
 */
export function depositLimitOf(db: Db, accountId: number, now: number): DepositLimit {
  const limits = moneyLimits(db, accountId, 'deposit', now);
  const set = RG_PERIODS.map((period) => limits[period]).filter((limit) => limit.limit_amount !== null);
  const binding = set.reduce<RgMoneyLimit | null>((best, limit) => (best === null || (limit.available_amount ?? 0) < (best.available_amount ?? 0) ? limit : best), null);
  if (!binding) return { available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: null };
  return {
    available_amount: binding.available_amount,
    can_edit: binding.can_edit,
    expired_at: binding.expired_at,
    limit_amount: binding.limit_amount,
    period: binding.period,
  };
}
