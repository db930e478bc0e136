import type { RgExclusionType, SelfExclusionDuration, TimeOutDuration } from '@casino/platform-contract';
import type { Db } from '../../db/database';
import { sql } from '../../db/sql';

type Duration = TimeOutDuration | SelfExclusionDuration;

/** The same day of the month `months` later, or the month's last day when it has no such day (31 August + 6 months). */
function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

const DAY = 86_400_000;
const ENDS: Record<Duration, (start: number) => number> = {
  '24h': (start) => start + DAY,
  '7d': (start) => start + 7 * DAY,
  '30d': (start) => start + 30 * DAY,
  '6m': (start) => addMonths(start, 6),
  '1y': (start) => addMonths(start, 12),
  '5y': (start) => addMonths(start, 60),
};

export type Exclusion = { type: RgExclusionType; duration: Duration; started_at: string; ends_at: string };

/**
 * Starts a time-out or a self-exclusion from `now`. A self-exclusion also takes every contact off marketing (an
 * excluded player is sent no offers); the player may subscribe again after it ends. Ending the sessions is the
 * caller's (platform/session.ts).
 */
export function startExclusion(db: Db, accountId: number, type: RgExclusionType, duration: Duration, now: number): Exclusion {
  const exclusion: Exclusion = { type, duration, started_at: new Date(now).toISOString(), ends_at: new Date(ENDS[duration](now)).toISOString() };
  db.transaction(() => {
    sql(db, 'INSERT INTO rg_exclusions (account_id, type, duration, started_at, ends_at) VALUES (?, ?, ?, ?, ?)').run(
      accountId,
      type,
      duration,
      exclusion.started_at,
      exclusion.ends_at,
    );
    if (type === 'self_exclusion') {
      sql(db, 'UPDATE contacts SET is_subscribed = 0 WHERE account_id = ?').run(accountId);
      sql(db, 'UPDATE accounts SET is_subscribed = 0 WHERE id = ?').run(accountId);
    }
  })();
  return exclusion;
}

/** The exclusion in force at `now` that ends last, or undefined. */
export function activeExclusion(db: Db, accountId: number, now: number): Exclusion | undefined {
  return sql(db, 'SELECT type, duration, started_at, ends_at FROM rg_exclusions WHERE account_id = ? AND ends_at > ? ORDER BY ends_at DESC LIMIT 1').get(
    accountId,
    new Date(now).toISOString(),
  ) as Exclusion | undefined;
}
