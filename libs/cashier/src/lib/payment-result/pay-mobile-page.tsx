import { Button, ButtonLink, SystemPage } from '@casino/ui-kit';
import { useLocalizedPath } from '@casino/routing';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { paymentResultMessages } from './payment-result.messages';

/** The payment page the billing page handed over, when it is a web address (never `javascript:` or another scheme). */
function paymentUrlOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('url' in state) || typeof state.url !== 'string') return undefined;
  try {
    const { protocol } = new URL(state.url);
    return protocol === 'https:' || protocol === 'http:' ? state.url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /cashier/paymobile: on a phone a payment that wants a new window opens in this tab instead (new windows get
 * blocked there). The page goes on by itself; its button does the same when the browser held the page back,
 * and leads back to the deposit page when there is no payment to continue (DESIGN.md: no dead ends).
 */
export function PayMobilePage() {
  const { state } = useLocation();
  const path = useLocalizedPath();
  const url = paymentUrlOf(state);
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  return (
    <SystemPage
      icon="phone"
      tone="info"
      loading={Boolean(url)}
      title={paymentResultMessages.mobileTitle}
      description={url ? paymentResultMessages.mobileText : paymentResultMessages.mobileMissing}
      action={
        url ? (
          <Button onClick={() => window.location.assign(url)} iconEnd="external">
            <FormattedMessage {...paymentResultMessages.mobileContinue} />
          </Button>
        ) : (
          <ButtonLink to={path('cashier.deposit.index')}>
            <FormattedMessage {...paymentResultMessages.toDeposit} />
          </ButtonLink>
        )
      }
    />
  );
}
