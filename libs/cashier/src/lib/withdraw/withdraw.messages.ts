import { defineMessage, defineMessages } from 'react-intl';

export const withdrawMessages = defineMessages({
  title: { id: 'cashier.withdraw.title', defaultMessage: 'Withdraw' },
  methods: { id: 'cashier.withdraw.methods', defaultMessage: 'Withdrawal method' },
  amount: { id: 'cashier.withdraw.amount', defaultMessage: 'Amount' },
  submit: { id: 'cashier.withdraw.submit', defaultMessage: 'Request withdrawal' },
  noMethods: { id: 'cashier.withdraw.noMethods', defaultMessage: 'No withdrawal methods are available for your currency right now.' },
  kycTitle: { id: 'cashier.withdraw.kycTitle', defaultMessage: 'Verify your identity to withdraw' },
  kycText: { id: 'cashier.withdraw.kycText', defaultMessage: 'For your safety, withdrawals open once we have checked your identity. It takes a few minutes.' },
  kycOnVerification: { id: 'cashier.withdraw.kycOnVerification', defaultMessage: 'Your documents are being checked. We will let you know as soon as withdrawals are open.' },
  kycAction: { id: 'cashier.withdraw.kycAction', defaultMessage: 'Go to verification' },
  pendingTitle: { id: 'cashier.withdraw.pendingTitle', defaultMessage: 'Pending withdrawals' },
  pendingEmpty: { id: 'cashier.withdraw.pendingEmpty', defaultMessage: 'No pending withdrawals.' },
  created: { id: 'cashier.withdraw.created', defaultMessage: 'Withdrawal requested. You can cancel it while it is pending.' },
});

export const availableMessage = defineMessage<{ amount: string }>(
  { id: 'cashier.withdraw.available', defaultMessage: 'Available to withdraw: {amount}' },
  { typed: true },
);

export const dailyLimitMessage = defineMessage<{ amount: string; count: number }>(
  { id: 'cashier.withdraw.dailyLimit', defaultMessage: 'Up to {amount} and {count, plural, one {# withdrawal} other {# withdrawals}} in 24 hours' },
  { typed: true },
);
