import { defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  menu: { id: 'shell.account.menu', defaultMessage: 'My account' },
  links: { id: 'shell.account.links', defaultMessage: 'Account pages' },
  profile: { id: 'shell.account.profile', defaultMessage: 'Profile' },
  deposit: { id: 'shell.account.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'shell.account.withdraw', defaultMessage: 'Withdraw' },
  history: { id: 'shell.account.history', defaultMessage: 'Transaction history' },
  bonuses: { id: 'shell.account.bonuses', defaultMessage: 'Bonuses' },
  freespins: { id: 'shell.account.freespins', defaultMessage: 'Free spins' },
  cashback: { id: 'shell.account.cashback', defaultMessage: 'Cashback' },
  loyalty: { id: 'shell.account.loyalty', defaultMessage: 'Loyalty' },
  bets: { id: 'shell.account.bets', defaultMessage: 'Bets history' },
  notifications: { id: 'shell.account.notifications', defaultMessage: 'Notifications' },
  settings: { id: 'shell.account.settings', defaultMessage: 'Settings' },
  security: { id: 'shell.account.security', defaultMessage: 'Security' },
  verification: { id: 'shell.account.verification', defaultMessage: 'Verification' },
  responsible: { id: 'shell.account.responsible', defaultMessage: 'Responsible gaming' },
});
