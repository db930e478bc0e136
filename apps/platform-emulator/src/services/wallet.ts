import type { Db } from '../db/database';
import { nowIso, sql } from '../db/sql';

export type Balance = 'balance_main' | 'balance_bonus' | 'balance_betting_bonus' | 'balance_fun';

/** Adds (or with a negative amount takes) cents to one balance of the account. */
export function adjustBalance(db: Db, accountId: number, balance: Balance, cents: number) {
  sql(db, `UPDATE accounts SET ${balance} = ${balance} + ? WHERE id = ?`).run(cents, accountId);
}

export function readBalance(db: Db, accountId: number, balance: Balance): number {
  return (sql(db, `SELECT ${balance} AS value FROM accounts WHERE id = ?`).get(accountId) as { value: number }).value;
}

/** Records a money movement in the cashier history (deposits, withdrawals, bonus payouts, cashbacks). */
export function recordTransaction(
  db: Db,
  accountId: number,
  entry: { type: string; status: string; amount: number; currency: string; method?: string | null; requisites?: string | null; campaignOfferId?: number | null; locale?: string },
): number {
  const now = nowIso(db);
  const result = sql(
    db,
    `INSERT INTO transactions (account_id, type, status, amount, currency, method, requisites, campaign_offer_id, locale, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(accountId, entry.type, entry.status, entry.amount, entry.currency, entry.method ?? null, entry.requisites ?? null, entry.campaignOfferId ?? null, entry.locale ?? 'en', now, now);
  return Number(result.lastInsertRowid);
}
