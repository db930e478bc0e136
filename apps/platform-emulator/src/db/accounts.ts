import type { Database } from 'better-sqlite3';
import { hashPassword } from './password';

export const DEMO_PLAYER = { login: 'demo@example.com', password: 'demo123' } as const;
export const DEMO_TWO_FACTOR_PLAYER = { login: 'twofactor@example.com', password: 'demo123' } as const;

/** Seeds the demo players: a verified EUR player with money and history, and one with two-factor sign-in on. */
export function seedAccounts(db: Database, now = new Date()) {
  const insert = db.prepare(`INSERT INTO accounts
    (login, password_hash, fakename, currency, locale, country_code, reg_time, balance_main, balance_bonus,
     is_verified, two_factor_auth)
    VALUES (@login, @hash, @fakename, 'EUR', 'en', 'MT', @regTime, @main, @bonus, @verified, @twoFactor)`);
  const regTime = new Date(now.getTime() - 90 * 24 * 3600 * 1000).toISOString();
  const demo = insert.run({
    login: DEMO_PLAYER.login,
    hash: hashPassword(DEMO_PLAYER.password),
    fakename: 'LuckyDemo',
    regTime,
    main: 150_000,
    bonus: 2_500,
    verified: 1,
    twoFactor: 0,
  });
  insert.run({
    login: DEMO_TWO_FACTOR_PLAYER.login,
    hash: hashPassword(DEMO_TWO_FACTOR_PLAYER.password),
    fakename: 'SafePlayer',
    regTime,
    main: 50_000,
    bonus: 0,
    verified: 1,
    twoFactor: 1,
  });
  // The demo player's money has a history: two deposits make up its main balance.
  const tx = db.prepare(`INSERT INTO transactions (account_id, type, status, amount, currency, method, created_at, updated_at)
    VALUES (?, 'deposit', 'success', ?, 'EUR', 'card', ?, ?)`);
  const first = new Date(now.getTime() - 30 * 24 * 3600 * 1000).toISOString();
  const second = new Date(now.getTime() - 3 * 24 * 3600 * 1000).toISOString();
  tx.run(demo.lastInsertRowid, 100_000, first, first);
  tx.run(demo.lastInsertRowid, 50_000, second, second);
}
