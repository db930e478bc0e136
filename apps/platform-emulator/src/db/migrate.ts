import type { Db } from './database';

const columnsOf = (db: Db, table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((column) => column.name);

function addColumn(db: Db, table: string, column: string, definition: string) {
  if (!columnsOf(db, table).includes(column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}

/**
 * Brings a data folder made by an older emulator up to the schema: the tables are created with IF NOT EXISTS, so
 * columns added since are added here. Sessions of before have no expiry and are ended; provider identities that
 * lived in accounts.external_id ("google:ana@example.com", "telegram:42") become identity records.
 */
export function migrate(db: Db) {
  addColumn(db, 'sessions', 'last_seen_at', 'INTEGER NOT NULL DEFAULT 0');
  addColumn(db, 'sessions', 'expires_at', 'INTEGER NOT NULL DEFAULT 0');
  addColumn(db, 'codes', 'tries', 'INTEGER NOT NULL DEFAULT 0');
  addColumn(db, 'outbox', 'link', 'TEXT');
  addColumn(db, 'idempotency', 'request_hash', 'TEXT');
  addColumn(db, 'sessions', 'log_id', 'INTEGER');
  addColumn(db, 'verification', 'review_status', "TEXT NOT NULL DEFAULT 'init'");
  for (const column of ['review_answer', 'reject_type', 'moderation_comment', 'submitted_at', 'reviewed_at']) addColumn(db, 'verification', column, 'TEXT');
  if (columnsOf(db, 'accounts').includes('external_id')) {
    db.exec(`INSERT OR IGNORE INTO identities (provider, external_id, account_id, email, created_at)
      SELECT substr(external_id, 1, instr(external_id, ':') - 1), substr(external_id, instr(external_id, ':') + 1), id, NULL, reg_time
      FROM accounts WHERE external_id LIKE '%:%'`);
    db.exec('UPDATE accounts SET external_id = NULL WHERE external_id IS NOT NULL');
  }
}

/**
 * Deposit limits set before responsible gaming had a table of its own (accounts.deposit_limit_amount and _period,
 * which the seed still writes) become the deposit limit of that period in rg_limits; the old columns are then
 * emptied, so the limit lives in one place. Run after the seed, on every open.
 */
export function adoptLegacyDepositLimits(db: Db) {
  db.exec(`INSERT OR IGNORE INTO rg_limits (account_id, type, period, amount, updated_at)
    SELECT id, 'deposit', deposit_limit_period, deposit_limit_amount, reg_time FROM accounts
    WHERE deposit_limit_amount IS NOT NULL AND deposit_limit_period IN ('day', 'week', 'month')`);
  db.exec('UPDATE accounts SET deposit_limit_amount = NULL, deposit_limit_period = NULL WHERE deposit_limit_amount IS NOT NULL OR deposit_limit_period IS NOT NULL');
}
