import { defineMessages } from 'react-intl';

export const balanceRefreshMessages = defineMessages({
  refresh: { id: 'session.balance.refresh', defaultMessage: 'Refresh balance' },
});
