import type { Db } from './database';
import { nowIso, sql } from './sql';

/**
 * What the emulator keeps of what peers sent it (feedback, chat events, analytics events, /hit, the GTM stand-in),
 * for `/__emulator/records` and the specs to read back.
 */
export function record(db: Db, kind: string, accountId: number | null, payload: unknown) {
  sql(db, 'INSERT INTO records (kind, account_id, payload, created_at) VALUES (?, ?, ?, ?)').run(kind, accountId, JSON.stringify(payload), nowIso(db));
}
