import type { Db } from './database';

const OFFSET_KEY = 'clock_offset_ms';
const offsets = new WeakMap<Db, number>();

/**
 * The emulator's clock: the machine's time plus an offset kept in the database (`meta`), so a restart keeps it. Only
 * the development route `/__emulator/clock` moves it, and only forward, so tests can reach the end of a cooling-off,
 * a time-out or a session-time limit without waiting. Everything the platform stamps or compares in time reads it:
 * sessions, codes and reset links, limits and exclusions, transactions, rounds, bonuses, tournaments, tokens.
 * The attempt limits (in memory, per process) and the CMS's tokens keep the machine's time.
 */
export function clockOffset(db: Db): number {
  let offset = offsets.get(db);
  if (offset === undefined) {
    const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(OFFSET_KEY) as { value: string } | undefined;
    offset = row ? Number(row.value) || 0 : 0;
    offsets.set(db, offset);
  }
  return offset;
}

/** Milliseconds since the epoch on the emulator's clock. */
export const clockNow = (db: Db) => Date.now() + clockOffset(db);

/** Moves the clock forward by `ms` (never back: records already stamped would sit in the future). */
export function advanceClock(db: Db, ms: number) {
  if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('The clock moves forward only, by a whole number of milliseconds');
  const offset = clockOffset(db) + ms;
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(OFFSET_KEY, String(offset));
  offsets.set(db, offset);
  return offset;
}

/** Back to the machine's time. Records stamped while the clock was ahead stay where they were. */
export function resetClock(db: Db) {
  db.prepare('DELETE FROM meta WHERE key = ?').run(OFFSET_KEY);
  offsets.set(db, 0);
}
