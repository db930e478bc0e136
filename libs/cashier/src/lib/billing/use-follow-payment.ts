import type { PaymentResult } from '@casino/platform-contract';
import { useLocalizedPath } from '@casino/routing';
import { useBreakpoint } from '@casino/ui-kit';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetDraft } from '../deposit/deposit-draft';
import { followPayment } from './follow-payment';

/**
 * An empty window for a payment page, cut from this one at once: the payment provider's page gets no `window.opener`
 * to navigate this tab with (reverse tabnabbing), while this page keeps the handle to point the window at it.
 */
export function openBlankWindow(): Window | null {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  return opened;
}

/**
 * What the billing page and the quick-deposit dialog do once makedeposit answers: the payment page in this tab, in
 * the window opened by the click (desktop), through /cashier/paymobile on a phone, or the pending page.
 * `redirecting` is true while this tab leaves for the payment page.
 */
export function useFollowPayment() {
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const mobile = useBreakpoint() === 'mobile';
  const [redirecting, setRedirecting] = useState(false);
  const follow = useCallback(
    (result: PaymentResult, paymentWindow: Window | null) => {
      // The payment has started: a later visit to the deposit page begins afresh.
      forgetDraft();
      const next = followPayment(result, { mobile, origin: window.location.origin });
      if (next.kind === 'redirect') {
        paymentWindow?.close();
        setRedirecting(true);
        window.location.assign(next.url);
      } else if (next.kind === 'newWindow') {
        if (paymentWindow) paymentWindow.location.replace(next.url);
        else window.open(next.url, '_blank', 'noopener,noreferrer');
        navigate(path('cashier.paynewwindow'), { state: { transaction: next.transaction } });
      } else if (next.kind === 'mobile') {
        paymentWindow?.close();
        navigate(path('cashier.paymobile'), { state: { url: next.url } });
      } else {
        paymentWindow?.close();
        navigate(path('cashier.paypending.transaction', { params: { transaction: next.transaction } }));
      }
    },
    [mobile, navigate, path],
  );
  return { follow, redirecting, mobile };
}
