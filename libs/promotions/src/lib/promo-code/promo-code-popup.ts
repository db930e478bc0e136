import { splitLocale } from '@casino/routing';

/** SPEC.md 2.4: on a path containing cashier/deposit the promo-code-activated popup is not shown. */
export function suppressesPromoCodePopup(pathname: string): boolean {
  return splitLocale(pathname).pathname.toLowerCase().includes('cashier/deposit');
}
