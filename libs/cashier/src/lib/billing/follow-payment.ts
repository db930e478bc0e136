import type { PaymentResult } from '@casino/platform-contract';

/** What the site does with a makedeposit answer. */
export type PaymentFollowUp =
  | { kind: 'redirect'; url: string }
  | { kind: 'newWindow'; url: string; transaction: string }
  | { kind: 'mobile'; url: string }
  | { kind: 'pending'; transaction: string };

/**
 * The flow the answer asks for: the payment page in this tab, in a new window (desktop), or in this tab
 * through /cashier/paymobile on a phone, where new windows get blocked; no payment page means pending.
 */
export function followPayment(result: PaymentResult, { mobile }: { mobile: boolean }): PaymentFollowUp {
  const transaction = String(result.id);
  if (!result.redirect_url) return { kind: 'pending', transaction };
  if (!result.is_new_window) return { kind: 'redirect', url: result.redirect_url };
  return mobile ? { kind: 'mobile', url: result.redirect_url } : { kind: 'newWindow', url: result.redirect_url, transaction };
}
