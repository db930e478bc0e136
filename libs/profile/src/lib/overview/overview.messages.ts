import { defineMessage, defineMessages } from 'react-intl';

export const overviewMessages = defineMessages({
  title: { id: 'profile.overview.title', defaultMessage: 'My profile' },
  balancesTitle: { id: 'profile.overview.balancesTitle', defaultMessage: 'Balances' },
  balanceMain: { id: 'profile.overview.balanceMain', defaultMessage: 'Real money' },
  balanceBonus: { id: 'profile.overview.balanceBonus', defaultMessage: 'Casino bonus' },
  balanceBetting: { id: 'profile.overview.balanceBetting', defaultMessage: 'Betting bonus' },
  deposit: { id: 'profile.overview.deposit', defaultMessage: 'Deposit' },
  accountTitle: { id: 'profile.overview.accountTitle', defaultMessage: 'Account' },
  login: { id: 'profile.overview.login', defaultMessage: 'Login' },
  verification: { id: 'profile.overview.verification', defaultMessage: 'Verification' },
  twoFactor: { id: 'profile.overview.twoFactor', defaultMessage: 'Two-factor authentication' },
  sectionsTitle: { id: 'profile.overview.sectionsTitle', defaultMessage: 'Manage your account' },
  settingsText: { id: 'profile.overview.settingsText', defaultMessage: 'Name, address, email and phone' },
  securityText: { id: 'profile.overview.securityText', defaultMessage: 'Password and sign-in codes' },
  verificationText: { id: 'profile.overview.verificationText', defaultMessage: 'Confirm your identity' },
  bonusesText: { id: 'profile.overview.bonusesText', defaultMessage: 'Activate and follow your bonuses' },
  cashbackText: { id: 'profile.overview.cashbackText', defaultMessage: 'Claim money back' },
  loyaltyText: { id: 'profile.overview.loyaltyText', defaultMessage: 'Points, levels and the shop' },
  betsText: { id: 'profile.overview.betsText', defaultMessage: 'Your rounds and exports' },
  notificationText: { id: 'profile.overview.notificationText', defaultMessage: 'News and offers' },
  responsibleGameText: { id: 'profile.overview.responsibleGameText', defaultMessage: 'Limits and self-exclusion' },
});

export const memberSinceMessage = defineMessage<{ date: string }>(
  { id: 'profile.overview.memberSince', defaultMessage: 'With us since {date}' },
  { typed: true },
);

export const greetingMessage = defineMessage<{ name: string }>({ id: 'profile.overview.greeting', defaultMessage: 'Hello, {name}' }, { typed: true });
