import type { PaymentResult } from '@casino/platform-contract';
import { resolveRedirect } from '@casino/routing';

/** What the site does with a makedeposit answer. */
export type PaymentFollowUp =
  | { kind: 'redirect'; url: string }
  | { kind: 'newWindow'; url: string; transaction: string }
  | { kind: 'mobile'; url: string }
  | { kind: 'pending'; transaction: string };

/**
 * The flow the answer asks for: the payment page in this tab, in a new window (desktop), or in this tab
 * through /cashier/paymobile on a phone, where new windows get blocked; no payment page means pending. The page is
 * the platform's choice (a path of the site or a payment provider anywhere), normalised by resolveRedirect: an
 * address that is no http(s) page (javascript:, data:) is not followed, and the payment waits on the pending page.
 */
export function followPayment(result: PaymentResult, { mobile, origin }: { mobile: boolean; origin: string }): PaymentFollowUp {
  const transaction = String(result.id);
  const target = resolveRedirect(result.redirect_url, { externalHosts: 'any', origin });
  if (!target) return { kind: 'pending', transaction };
  const url = target.kind === 'internal' ? target.path : target.url;
  if (!result.is_new_window) return { kind: 'redirect', url };
  return mobile ? { kind: 'mobile', url } : { kind: 'newWindow', url, transaction };
}
