import { defineMessages } from 'react-intl';

export const historyMessages = defineMessages({
  title: { id: 'cashier.history.title', defaultMessage: 'Transaction history' },
  tabsLabel: { id: 'cashier.history.tabs', defaultMessage: 'Transaction types' },
  deposit: { id: 'cashier.history.tab.deposit', defaultMessage: 'Deposits' },
  withdrawal: { id: 'cashier.history.tab.withdrawal', defaultMessage: 'Withdrawals' },
  bonuses: { id: 'cashier.history.tab.bonuses', defaultMessage: 'Bonuses' },
  cashbacks: { id: 'cashier.history.tab.cashbacks', defaultMessage: 'Cashback' },
  date: { id: 'cashier.history.date', defaultMessage: 'Date' },
  method: { id: 'cashier.history.method', defaultMessage: 'Method' },
  amount: { id: 'cashier.history.amount', defaultMessage: 'Amount' },
  status: { id: 'cashier.history.status', defaultMessage: 'Status' },
  actions: { id: 'cashier.history.actions', defaultMessage: 'Actions' },
  receipt: { id: 'cashier.history.receipt', defaultMessage: 'Receipt' },
  emptydeposit: { id: 'cashier.history.empty.deposit', defaultMessage: 'No deposits yet' },
  emptywithdrawal: { id: 'cashier.history.empty.withdrawal', defaultMessage: 'No withdrawals yet' },
  emptybonuses: { id: 'cashier.history.empty.bonuses', defaultMessage: 'No bonuses yet' },
  emptycashbacks: { id: 'cashier.history.empty.cashbacks', defaultMessage: 'No cashback yet' },
  emptyHint: { id: 'cashier.history.emptyHint', defaultMessage: 'Make a deposit and your payments, bonuses and cashback will show up here.' },
  makeDeposit: { id: 'cashier.history.makeDeposit', defaultMessage: 'Make a deposit' },
});
