import { hashPassword, verifyPassword } from '../db/password';
import { invalidParameter, PlatformFault } from '../platform/fault';
import type { MethodTable } from '../platform/method';
import { endSession, startSession } from '../platform/session';
import { accountInfo, loadAccount, type AccountRow } from './account-view';
import { CURRENCIES, DEFAULT_CURRENCY } from './general';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/;

function required(body: Record<string, string | null>, field: string): string {
  const value = body[field]?.trim();
  if (!value) throw invalidParameter(field, 'Field is required');
  return value;
}

export const authMethods: MethodTable = {
  'auth.login': {
    verb: 'POST',
    handler: ({ db, body, request, reply }) => {
      const login = required(body, 'login').replace(/^\+/, '');
      const password = required(body, 'password');
      const row = db.prepare('SELECT * FROM accounts WHERE login = ?').get(login) as (AccountRow & { password_hash: string }) | undefined;
      if (!row || !verifyPassword(password, row.password_hash)) throw invalidParameter('password', 'Wrong login or password');
      if (row.status === 'banned') throw new PlatformFault('UserBannedException');
      if (row.status === 'deleted') throw new PlatformFault('UserDeletedException');
      startSession(db, request, reply, row.id);
      return { data: accountInfo(row) };
    },
  },
  'auth.logout': {
    verb: 'GET',
    handler: ({ db, request, reply }) => {
      endSession(db, request, reply);
      return { data: { result: 1 } };
    },
  },
  'auth.register': {
    verb: 'POST',
    handler: ({ db, body, locale, request, reply }) => {
      const login = required(body, 'login');
      if (!EMAIL.test(login)) throw invalidParameter('login', 'Wrong email address');
      const password = required(body, 'password');
      if (password.length < 6) throw invalidParameter('password', 'Min length is 6');
      if (password.length > 20) throw invalidParameter('password', 'Max length is 20');
      const currency = body['currency'] ?? DEFAULT_CURRENCY;
      if (!CURRENCIES.includes(currency)) throw invalidParameter('currency', 'Unknown currency');
      if (db.prepare('SELECT 1 FROM accounts WHERE login = ?').get(login)) throw invalidParameter('login', 'Login already exists');
      const result = db
        .prepare(`INSERT INTO accounts (login, password_hash, currency, locale, reg_time) VALUES (?, ?, ?, ?, ?)`)
        .run(login, hashPassword(password), currency, locale, new Date().toISOString());
      const id = Number(result.lastInsertRowid);
      startSession(db, request, reply, id);
      return { data: accountInfo(loadAccount(db, id) as AccountRow) };
    },
  },
};
