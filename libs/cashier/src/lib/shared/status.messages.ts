import { defineMessages } from 'react-intl';

export const statusMessages = defineMessages({
  pending: { id: 'cashier.status.pending', defaultMessage: 'Pending' },
  success: { id: 'cashier.status.success', defaultMessage: 'Successful' },
  failed: { id: 'cashier.status.failed', defaultMessage: 'Failed' },
  canceled: { id: 'cashier.status.canceled', defaultMessage: 'Cancelled' },
  active: { id: 'cashier.status.active', defaultMessage: 'Active' },
  available: { id: 'cashier.status.available', defaultMessage: 'Available' },
  paid_out: { id: 'cashier.status.paidOut', defaultMessage: 'Paid out' },
  wagered: { id: 'cashier.status.wagered', defaultMessage: 'Wagered' },
  expired: { id: 'cashier.status.expired', defaultMessage: 'Expired' },
  removed: { id: 'cashier.status.removed', defaultMessage: 'Removed' },
});
export type KnownStatus = keyof typeof statusMessages;
