import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { nowIso, sql } from '../db/sql';
import { sendCode } from './outbox';

export type NewAccount = {
  login: string;
  /** The scrypt hash of the password (db/password.ts), or NO_PASSWORD for an account signed into through a provider. */
  passwordHash: string;
  currency: string;
  locale: string;
  fakename?: string | null;
  registrationType: 'form' | 'fast' | 'social' | 'telegram';
  completed: boolean;
  isSubscribed?: boolean;
  email?: string | null;
};

/** Creates a player; an email login becomes a contact and gets a confirmation code in the outbox. */
export function createAccount(db: Db, input: NewAccount): number {
  const result = sql(
    db,
    `INSERT INTO accounts (login, password_hash, fakename, currency, locale, reg_time, registration_type,
      is_registration_completed, is_subscribed, unsubscribe_token) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.login,
    input.passwordHash,
    input.fakename ?? null,
    input.currency,
    input.locale,
    nowIso(db),
    input.registrationType,
    input.completed ? 1 : 0,
    input.isSubscribed ? 1 : 0,
    randomBytes(12).toString('hex'),
  );
  const id = Number(result.lastInsertRowid);
  if (input.email) {
    sql(db, "INSERT INTO contacts (account_id, type, contact, is_subscribed) VALUES (?, 'email', ?, ?)").run(id, input.email.toLowerCase(), input.isSubscribed ? 1 : 0);
    sendCode(db, id, 'contact', input.email.toLowerCase(), input.email, input.locale);
  }
  return id;
}

export const randomPassword = () => randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10);

/** Whether another account already shows this fake name (names compare case-insensitively). */
export const fakenameTaken = (db: Db, fakename: string, exceptAccountId = 0) =>
  Boolean(sql(db, 'SELECT 1 FROM accounts WHERE fakename = ? COLLATE NOCASE AND id <> ?').get(fakename, exceptAccountId));

/**
 * A name from elsewhere (a Telegram username) made to obey the fake-name rule of SPEC.md 5 (4 to 30 letters and
 * digits) and to be free; null when nothing usable is left, and the player picks one later.
 */
export function fakenameFrom(db: Db, name: string | undefined | null): string | null {
  const cleaned = (name ?? '').replace(/[^\p{L}\d]/gu, '').slice(0, 30);
  return cleaned.length >= 4 && !fakenameTaken(db, cleaned) ? cleaned : null;
}
