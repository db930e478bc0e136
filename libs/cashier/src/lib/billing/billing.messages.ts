import { defineMessage, defineMessages } from 'react-intl';

export const billingMessages = defineMessages({
  title: { id: 'cashier.billing.title', defaultMessage: 'Confirm your deposit' },
  summary: { id: 'cashier.billing.summary', defaultMessage: 'Your deposit' },
  method: { id: 'cashier.billing.method', defaultMessage: 'Method' },
  amount: { id: 'cashier.billing.amount', defaultMessage: 'Amount' },
  offer: { id: 'cashier.billing.offer', defaultMessage: 'Offer' },
  details: { id: 'cashier.billing.details', defaultMessage: 'Payment details' },
  change: { id: 'cashier.billing.change', defaultMessage: 'Change' },
  redirecting: { id: 'cashier.billing.redirecting', defaultMessage: 'Taking you to the payment page…' },
});

export const payMessage = defineMessage<{ amount: string }>(
  { id: 'cashier.billing.pay', defaultMessage: 'Pay {amount}' },
  { typed: true },
);
