import { SystemPage } from '@casino/ui-kit';
import { useLocalizedPath } from '@casino/routing';
import { paymentResultMessages as m } from './payment-result.messages';

/** /cashier/paynewwindow: the payment runs in another window; the button goes to the deposit page (SPEC.md 2.6). */
export function PayNewWindowPage() {
  const path = useLocalizedPath();
  return (
    <SystemPage icon="external" tone="info" title={m.newWindowTitle} description={m.newWindowText} link={{ to: path('cashier.deposit.index'), label: m.toDeposit }} />
  );
}
