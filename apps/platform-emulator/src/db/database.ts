import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedPromotions } from './promotions';
import { seedCmsUsers } from '../cms/auth';
import { SCHEMA_SQL } from './schema';

export type Db = Database.Database;

/**
 * Bumped when the seed changes shape; with the schema's text it names the data's version. A data folder written by
 * an older version is seeded again (it holds demo data only), instead of failing on a missing column.
 */
const SEED_VERSION = 2;
const DATA_VERSION = createHash('sha1').update(`${SEED_VERSION}\n${SCHEMA_SQL}`).digest('hex').slice(0, 12);

/** Opens (and on first run creates and seeds) the emulator database. `:memory:` gives a fresh one. */
export function openDatabase(dataDir: string, { reset = false } = {}): Db {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, 'emulator.sqlite');
    if (reset) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
  let db = new Database(file);
  if (file !== ':memory:' && !reset && storedVersion(db) !== DATA_VERSION) {
    db.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    db = new Database(file);
  }
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA_SQL);
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get();
  if (!seeded) {
    db.transaction(() => {
      seedCatalogue(db);
      seedPromotions(db);
      seedAccounts(db);
      seedCmsUsers(db);
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date().toISOString());
      db.prepare("INSERT INTO meta (key, value) VALUES ('data_version', ?)").run(DATA_VERSION);
    })();
  }
  return db;
}

/** The data version a database file was seeded with, or null for an empty file or one from before versions. */
function storedVersion(db: Db): string | null {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  if (!table) return null;
  return (db.prepare("SELECT value FROM meta WHERE key = 'data_version'").get() as { value: string } | undefined)?.value ?? null;
}
