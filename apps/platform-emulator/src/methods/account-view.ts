import type { AccountInfo } from '@casino/platform-contract';
import type { Db } from '../db/database';

export type AccountRow = {
  id: number;
  login: string;
  fakename: string | null;
  currency: string;
  locale: string;
  country_code: string | null;
  reg_time: string;
  balance_main: number;
  balance_bonus: number;
  balance_betting_bonus: number;
  balance_fun: number;
  is_subscribed: number;
  is_on_verification: number;
  is_verified: number;
  is_kyc_block_enabled: number;
  is_registration_completed: number;
  two_factor_auth: number;
  status: string;
};

export const toAmount = (cents: number) => Math.round(cents) / 100;

export function loadAccount(db: Db, id: number): AccountRow | undefined {
  return db.prepare('SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow | undefined;
}

/** What a visitor gets from account.getInfo: uid 0 and empty balances in the default currency. */
export function visitorInfo(currency: string, locale: string): AccountInfo {
  const zero = { amount: 0, currency };
  return {
    uid: 0,
    reg_time: null,
    login: null,
    fakename: null,
    is_subscribed: false,
    balance_main: zero,
    balance_bonus: zero,
    balance_betting_bonus: zero,
    balance_fun: zero,
    is_on_verification: false,
    is_verified: false,
    is_kyc_block_enabled: false,
    is_registration_completed: false,
    country_code: null,
    locale,
    two_factor_auth: false,
  };
}

export function accountInfo(row: AccountRow): AccountInfo {
  const money = (cents: number) => ({ amount: toAmount(cents), currency: row.currency });
  return {
    uid: row.id,
    reg_time: row.reg_time,
    login: row.login,
    fakename: row.fakename,
    is_subscribed: row.is_subscribed === 1,
    balance_main: money(row.balance_main),
    balance_bonus: money(row.balance_bonus),
    balance_betting_bonus: money(row.balance_betting_bonus),
    balance_fun: money(row.balance_fun),
    is_on_verification: row.is_on_verification === 1,
    is_verified: row.is_verified === 1,
    is_kyc_block_enabled: row.is_kyc_block_enabled === 1,
    is_registration_completed: row.is_registration_completed === 1,
    country_code: row.country_code,
    locale: row.locale,
    two_factor_auth: row.two_factor_auth === 1,
  };
}
