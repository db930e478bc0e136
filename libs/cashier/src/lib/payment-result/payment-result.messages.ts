import { defineMessage, defineMessages } from 'react-intl';

export const paymentResultMessages = defineMessages({
  successTitle: { id: 'cashier.result.successTitle', defaultMessage: 'Payment successful' },
  successText: { id: 'cashier.result.successText', defaultMessage: 'The money is on your balance. Good luck!' },
  successButton: { id: 'cashier.result.successButton', defaultMessage: 'Go to the game hall' },
  failTitle: { id: 'cashier.result.failTitle', defaultMessage: 'Payment failed' },
  failText: { id: 'cashier.result.failText', defaultMessage: 'The payment did not go through and no money was taken. Try again or choose another method.' },
  cancelTitle: { id: 'cashier.result.cancelTitle', defaultMessage: 'Payment cancelled' },
  cancelText: { id: 'cashier.result.cancelText', defaultMessage: 'You cancelled the payment, so no money was taken.' },
  pendingTitle: { id: 'cashier.result.pendingTitle', defaultMessage: 'Payment in progress' },
  pendingText: { id: 'cashier.result.pendingText', defaultMessage: 'We are waiting for the payment provider. This page updates by itself.' },
  newWindowTitle: { id: 'cashier.result.newWindowTitle', defaultMessage: 'Finish the payment in the new window' },
  newWindowText: { id: 'cashier.result.newWindowText', defaultMessage: 'The payment page opened in a new window. Come back here when you are done.' },
  mobileTitle: { id: 'cashier.result.mobileTitle', defaultMessage: 'Opening the payment page' },
  mobileText: { id: 'cashier.result.mobileText', defaultMessage: 'You will be taken to the payment page in a moment.' },
  mobileMissing: { id: 'cashier.result.mobileMissing', defaultMessage: 'Start the payment again from the deposit page.' },
  mobileContinue: { id: 'cashier.result.mobileContinue', defaultMessage: 'Continue to payment' },
  toDeposit: { id: 'cashier.result.toDeposit', defaultMessage: 'Back to deposit' },
});

export const successAmountMessage = defineMessage<{ amount: string }>(
  { id: 'cashier.result.successAmount', defaultMessage: '{amount} is on your balance. Good luck!' },
  { typed: true },
);

export const failAmountMessage = defineMessage<{ amount: string }>(
  { id: 'cashier.result.failAmount', defaultMessage: 'Your payment of {amount} did not go through and no money was taken. Try again or choose another method.' },
  { typed: true },
);
