import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedBetHistory } from '../betting/place-bet';
import { DEMO_PLAYER, seedAccounts } from './accounts';
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
  let db = new Database(file);
  if (beforeThemedCatalogue(db)) {
    // A folder seeded before this catalogue holds games that no longer exist (and data about them): seed it again.
    db.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    db = new Database(file);
  }
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
      seedBetHistory(db, DEMO_PLAYER.login);
      seedCmsUsers(db);
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date().toISOString());
    })();
  }
  adoptLegacyDepositLimits(db);
  return db;
}

/** Whether a data folder comes from before the themed catalogue (its games have no theme): its games are gone. */
function beforeThemedCatalogue(db: Db): boolean {
  const games = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'games'").get();
  if (!games) return false;
  return !(db.prepare('PRAGMA table_info(games)').all() as Array<{ name: string }>).some((column) => column.name === 'theme');
}
