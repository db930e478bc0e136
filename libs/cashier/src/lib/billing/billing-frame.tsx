import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CashierFrame } from '../shared/cashier-frame';
import { billingMessages } from './billing.messages';

export type BillingFrameProps = { children: ReactNode };

/** The cashier frame with the billing page's title, around every state of the page. */
export function BillingFrame({ children }: BillingFrameProps) {
  return <CashierFrame title={<FormattedMessage {...billingMessages.title} />}>{children}</CashierFrame>;
}
