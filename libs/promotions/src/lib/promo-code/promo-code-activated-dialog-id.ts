/** The dialog id of SPEC.md 2.7 this lib registers for a successful activation. */
export const PROMO_CODE_ACTIVATED_DIALOG = 'promo-code-activated';
