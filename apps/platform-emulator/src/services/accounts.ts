import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { hashPassword } from '../db/password';
import { nowIso, sql } from '../db/sql';
import { sendCode } from './outbox';

export type NewAccount = {
  login: string;
  password: string;
  currency: string;
  locale: string;
  fakename?: string | null;
  registrationType: 'form' | 'fast' | 'social' | 'telegram';
  externalId?: string | null;
  completed: boolean;
  isSubscribed?: boolean;
  email?: string | null;
};

/** Creates a player; an email login becomes a contact and gets a confirmation code in the outbox. */
export function createAccount(db: Db, input: NewAccount): number {
  const result = sql(
    db,
    `INSERT INTO accounts (login, password_hash, fakename, currency, locale, reg_time, registration_type, external_id,
      is_registration_completed, is_subscribed, unsubscribe_token) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.login,
    hashPassword(input.password),
    input.fakename ?? null,
    input.currency,
    input.locale,
    nowIso(),
    input.registrationType,
    input.externalId ?? null,
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
