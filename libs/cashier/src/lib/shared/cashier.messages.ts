import { defineMessages } from 'react-intl';

/** Texts shared by every cashier screen. */
export const cashierMessages = defineMessages({
  navLabel: { id: 'cashier.nav.label', defaultMessage: 'Cashier sections' },
  navHome: { id: 'cashier.nav.home', defaultMessage: 'Overview' },
  navDeposit: { id: 'cashier.nav.deposit', defaultMessage: 'Deposit' },
  navWithdraw: { id: 'cashier.nav.withdraw', defaultMessage: 'Withdraw' },
  navWallet: { id: 'cashier.nav.wallet', defaultMessage: 'Wallet' },
  navHistory: { id: 'cashier.nav.history', defaultMessage: 'History' },
  mainBalance: { id: 'cashier.balance.main', defaultMessage: 'Main balance' },
  loading: { id: 'cashier.loading', defaultMessage: 'Loading…' },
});
