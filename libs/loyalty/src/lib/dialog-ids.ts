/** The loyalty dialog ids of SPEC.md 2.7, as `openDialog({ id })` of @casino/session takes them. */
export const LOYALTY_DIALOGS = {
  insufficientFunds: 'loyalty-shop-insufficient-funds',
  characterChange: 'loyalty-character-change',
  characterChangeConfirm: 'loyalty-character-change-confirm',
  shopConfirm: 'loyalty-shop-confirm',
  shopBuy: 'loyalty-shop-buy',
} as const;

/** The sign-up popup of the auth feature (contracts: props { mode: 'login' | 'register' }). */
export const AUTH_DIALOG = 'auth';
