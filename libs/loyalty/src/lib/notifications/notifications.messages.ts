import { defineMessage, defineMessages } from 'react-intl';

export const notificationsMessages = defineMessages({
  region: { id: 'loyalty.notifications.region', defaultMessage: 'Loyalty notifications' },
  dismiss: { id: 'loyalty.notifications.dismiss', defaultMessage: 'Dismiss notification' },
});

export const creditedMessage = defineMessage<{ amount: string }>(
  { id: 'loyalty.notifications.credited', defaultMessage: '+{amount}' },
  { typed: true },
);
