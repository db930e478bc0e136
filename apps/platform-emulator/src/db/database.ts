import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { adoptLegacyDepositLimits, migrate } from './migrate';
import { seedPromotions } from './promotions';
import { seedCmsUsers } from '../cms/auth';
import { SCHEMA_SQL } from './schema';

export type Db = Database.Database;

/** Opens (and on first run creates and seeds) the emulator database. `:memory:` gives a fresh one. */
export function openDatabase(dataDir: string, { reset = false } = {}): Db {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, 'emulator.sqlite');
    if (reset) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA_SQL);
  migrate(db);
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get();
  if (!seeded) {
    db.transaction(() => {
      seedCatalogue(db);
      seedPromotions(db);
      seedAccounts(db);
      seedCmsUsers(db);
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date().toISOString());
    })();
  }
  adoptLegacyDepositLimits(db);
  return db;
}
