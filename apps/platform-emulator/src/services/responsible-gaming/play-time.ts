import type { Db } from '../../db/database';
import { sql } from '../../db/sql';

/**
 * Time signed in, kept per session in `session_log` (a session row itself goes when the session ends): when it began,
 * when it was last used and when it ended. Sessions of several devices at once count once (their union), so a
 * session-time limit measures the player's time, not the number of browsers.
 */

/** Records a new session and answers its log id, which the session row keeps. */
export function logSessionStart(db: Db, accountId: number, now: number): number {
  return Number(sql(db, 'INSERT INTO session_log (account_id, started_at, last_seen_at) VALUES (?, ?, ?)').run(accountId, now, now).lastInsertRowid);
}

export function logSessionSeen(db: Db, logId: number | null, now: number) {
  if (logId) sql(db, 'UPDATE session_log SET last_seen_at = ? WHERE id = ? AND ended_at IS NULL').run(now, logId);
}

/** Marks sessions ended at `at` (at most now, at least their start). */
export function logSessionsEnded(db: Db, logIds: ReadonlyArray<number | null>, at: number) {
  for (const id of logIds) if (id) sql(db, 'UPDATE session_log SET ended_at = MAX(started_at, ?) WHERE id = ? AND ended_at IS NULL').run(at, id);
}

type LogRow = { started_at: number; last_seen_at: number; ended_at: number | null; live: number };

/**
 * Milliseconds signed in between `from` and `now`: live sessions count up to now, ended ones up to their end, and
 * a session that lapsed without a sign-out (closed browser) up to its last call.
 */
export function signedInMs(db: Db, accountId: number, from: number, now: number): number {
  const rows = sql(
    db,
    `SELECT l.started_at, l.last_seen_at, l.ended_at, EXISTS (SELECT 1 FROM sessions s WHERE s.log_id = l.id) AS live
     FROM session_log l WHERE l.account_id = ? AND (l.ended_at IS NULL OR l.ended_at > ?)`,
  ).all(accountId, from) as LogRow[];
  const spans = rows
    .map((row) => ({ start: Math.max(row.started_at, from), end: Math.min(now, row.ended_at ?? (row.live ? now : row.last_seen_at)) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let current: { start: number; end: number } | null = null;
  for (const span of spans) {
    if (current && span.start <= current.end) current.end = Math.max(current.end, span.end);
    else {
      if (current) total += current.end - current.start;
      current = { ...span };
    }
  }
  return current ? total + current.end - current.start : total;
}
