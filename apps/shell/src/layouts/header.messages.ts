import { defineMessages } from 'react-intl';

export const headerMessages = defineMessages({
  skipToContent: { id: 'shell.header.skipToContent', defaultMessage: 'Skip to content' },
  logo: { id: 'shell.header.logo', defaultMessage: 'Casino home' },
  mainNavigation: { id: 'shell.header.mainNavigation', defaultMessage: 'Main navigation' },
  deposit: { id: 'shell.header.deposit', defaultMessage: 'Deposit' },
});
