import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CashierFrame } from '../shared/cashier-frame';
import { billingMessages } from './billing.messages';

export type BillingFrameProps = { children: ReactNode };

/** The cashier frame with the billing page's title, around every state of the page. */
export function BillingFrame({ children }: BillingFrameProps) {
  const intl = useIntl();
  return <CashierFrame title={intl.formatMessage(billingMessages.title)}>{children}</CashierFrame>;
}
