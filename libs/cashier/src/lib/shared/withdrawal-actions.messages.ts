import { defineMessage, defineMessages } from 'react-intl';

export const withdrawalActionMessages = defineMessages({
  cancel: { id: 'cashier.withdrawal.cancel', defaultMessage: 'Cancel' },
  cancelFailed: { id: 'cashier.withdrawal.cancelFailed', defaultMessage: 'This withdrawal can no longer be cancelled. Refresh to see its status.' },
});

export const cancelWithdrawalLabel = defineMessage<{ amount: string }>(
  { id: 'cashier.withdrawal.cancelLabel', defaultMessage: 'Cancel the withdrawal of {amount}' },
  { typed: true },
);
