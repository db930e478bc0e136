import { SystemPage } from '@casino/ui-kit';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { paymentResultMessages } from './payment-result.messages';

/**
 * /cashier/paymobile: on a phone a payment that wants a new window opens in this tab instead (new
 * windows get blocked there). No button (SPEC.md 2.6).
 */
export function PayMobilePage() {
  const { state } = useLocation();
  const url = typeof state === 'object' && state && 'url' in state && typeof state.url === 'string' ? state.url : undefined;
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  return (
    <SystemPage
      icon="phone"
      tone="info"
      loading={Boolean(url)}
      title={<FormattedMessage {...paymentResultMessages.mobileTitle} />}
      description={<FormattedMessage {...(url ? paymentResultMessages.mobileText : paymentResultMessages.mobileMissing)} />}
    />
  );
}
