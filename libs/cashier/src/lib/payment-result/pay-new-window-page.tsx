import { ButtonLink, SystemPage } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { paymentResultMessages } from './payment-result.messages';

/** /cashier/paynewwindow: the payment runs in another window; the button goes to the deposit page (SPEC.md 2.6). */
export function PayNewWindowPage() {
  const path = useLocalizedPath();
  return (
    <SystemPage
      icon="external"
      tone="info"
      title={<FormattedMessage {...paymentResultMessages.newWindowTitle} />}
      description={<FormattedMessage {...paymentResultMessages.newWindowText} />}
      link={{ to: path('cashier.deposit.index'), label: <FormattedMessage {...paymentResultMessages.toDeposit} /> }}
    />
  );
}
