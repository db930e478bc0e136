import * as v from 'valibot';
import { moneySchema } from './money';

/** account.getBalance: the four balances of the account info. */
export const balanceSchema = v.object({
  balance_main: moneySchema,
  balance_bonus: moneySchema,
  balance_betting_bonus: moneySchema,
  balance_fun: moneySchema,
});
export type Balance = v.InferOutput<typeof balanceSchema>;

/** Account info (SPEC.md 3). A visitor gets uid 0; a player is authenticated when uid > 0 (SPEC.md 6). */
export const accountInfoSchema = v.object({
  uid: v.number(),
  reg_time: v.nullable(v.string()),
  login: v.nullable(v.string()),
  fakename: v.nullable(v.string()),
  is_subscribed: v.boolean(),
  ...balanceSchema.entries,
  is_on_verification: v.boolean(),
  is_verified: v.boolean(),
  is_kyc_block_enabled: v.boolean(),
  is_registration_completed: v.boolean(),
  country_code: v.nullable(v.string()),
  locale: v.nullable(v.string()),
  two_factor_auth: v.boolean(),
});
export type AccountInfo = v.InferOutput<typeof accountInfoSchema>;

export const isAuthenticated = (account: Pick<AccountInfo, 'uid'> | undefined | null): boolean =>
  !!account && account.uid > 0;
