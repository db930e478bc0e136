import type { Statement } from 'better-sqlite3';
import { clockNow } from './clock';
import type { Db } from './database';

const cache = new WeakMap<Db, Map<string, Statement>>();

/** A prepared statement, prepared once per database: hot paths (games.get, account.getInfo) skip re-parsing. */
export function sql(db: Db, text: string): Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(text);
  if (!statement) {
    statement = db.prepare(text);
    statements.set(text, statement);
  }
  return statement;
}

/** Now on the emulator's clock (db/clock.ts), as the ISO string records are stamped with. */
export const nowIso = (db: Db) => new Date(clockNow(db)).toISOString();
export const daysFromNow = (db: Db, days: number) => new Date(clockNow(db) + days * 86_400_000).toISOString();
export const toCents = (amount: number) => Math.round(amount * 100);
export const toAmount = (cents: number) => Math.round(cents) / 100;
