import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  title: { id: 'cashier.home.title', defaultMessage: 'Cashier' },
  deposit: { id: 'cashier.home.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'cashier.home.withdraw', defaultMessage: 'Withdraw' },
  recent: { id: 'cashier.home.recent', defaultMessage: 'Recent transactions' },
  allHistory: { id: 'cashier.home.allHistory', defaultMessage: 'All transactions' },
});
