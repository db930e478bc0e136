import { defineMessage, defineMessages } from 'react-intl';

export const receiptMessages = defineMessages({
  title: { id: 'cashier.receipt.title', defaultMessage: 'Receipt' },
  missing: { id: 'cashier.receipt.missing', defaultMessage: 'Choose a deposit in your history to see its receipt.' },
  notFound: { id: 'cashier.receipt.notFound', defaultMessage: 'We could not find this payment. Check your history for its receipt.' },
  toHistory: { id: 'cashier.receipt.toHistory', defaultMessage: 'Go to history' },
  method: { id: 'cashier.receipt.method', defaultMessage: 'Method' },
  created: { id: 'cashier.receipt.created', defaultMessage: 'Created' },
  updated: { id: 'cashier.receipt.updated', defaultMessage: 'Updated' },
  site: { id: 'cashier.receipt.site', defaultMessage: 'Site' },
  print: { id: 'cashier.receipt.print', defaultMessage: 'Print' },
});

export const receiptNumberMessage = defineMessage<{ id: string }>(
  { id: 'cashier.receipt.number', defaultMessage: 'Payment #{id}' },
  { typed: true },
);
