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
  if (columnsOf(db, 'accounts').includes('external_id')) {
    db.exec(`INSERT OR IGNORE INTO identities (provider, external_id, account_id, email, created_at)
      SELECT substr(external_id, 1, instr(external_id, ':') - 1), substr(external_id, instr(external_id, ':') + 1), id, NULL, reg_time
      FROM accounts WHERE external_id LIKE '%:%'`);
    db.exec('UPDATE accounts SET external_id = NULL WHERE external_id IS NOT NULL');
  }
}
