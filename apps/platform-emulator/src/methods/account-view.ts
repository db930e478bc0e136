import type { AccountInfo } from '@casino/platform-contract';
import type { Db } from '../db/database';
import { sql, toAmount } from '../db/sql';

export { toAmount };
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
  first_name: string | null;
  last_name: string | null;
  sex: number | null;
  birth_date: string | null;
  document_type: string | null;
  document_number: string | null;
  cpf: string | null;
  country: string | null;
  region: string | null;
  home_town: string | null;
  address: string | null;
  postcode: string | null;
  deposit_limit_amount: number | null;
  deposit_limit_period: string | null;
  loyalty_points: number;
  loyalty_exp: number;
  loyalty_character_id: number | null;
  unsubscribe_token: string | null;
  registration_type: string;
};

export function loadAccount(db: Db, id: number): AccountRow | undefined {
  return sql(db, 'SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow | undefined;
}

/** The signed-in player's row; the session guarantees it exists. */
export const requireAccount = (db: Db, id: number): AccountRow => loadAccount(db, id) as AccountRow;

export const moneyOf = (cents: number, currency: string) => ({ amount: toAmount(cents), currency });

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
