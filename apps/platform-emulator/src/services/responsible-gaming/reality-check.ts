import type { Db } from '../../db/database';
import { sql } from '../../db/sql';

/** The player's reality-check interval in minutes, or null when it is off; kept by the platform so every device agrees. */
export const realityCheckMinutes = (db: Db, accountId: number): number | null =>
  (sql(db, 'SELECT reality_check_minutes FROM rg_settings WHERE account_id = ?').get(accountId) as { reality_check_minutes: number | null } | undefined)?.reality_check_minutes ??
  null;

export function setRealityCheckMinutes(db: Db, accountId: number, minutes: number | null) {
  sql(db, 'INSERT INTO rg_settings (account_id, reality_check_minutes) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes').run(
    accountId,
    minutes,
  );
}
