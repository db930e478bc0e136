import { defineMessages } from 'react-intl';

export const headerMessages = defineMessages({
  skipToContent: { id: 'shell.header.skipToContent', defaultMessage: 'Skip to content' },
  logo: { id: 'shell.header.logo', defaultMessage: 'Casino home' },
  mainNavigation: { id: 'shell.header.mainNavigation', defaultMessage: 'Main navigation' },
  signIn: { id: 'shell.header.signIn', defaultMessage: 'Sign in' },
  signUp: { id: 'shell.header.signUp', defaultMessage: 'Sign up' },
  signOut: { id: 'shell.header.signOut', defaultMessage: 'Sign out' },
  balance: { id: 'shell.header.balance', defaultMessage: 'Balance' },
  deposit: { id: 'shell.header.deposit', defaultMessage: 'Deposit' },
});
