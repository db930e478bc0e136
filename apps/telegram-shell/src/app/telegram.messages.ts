import { defineMessages } from 'react-intl';

export const telegramMessages = defineMessages({
  notFoundTitle: { id: 'telegram.system.notFoundTitle', defaultMessage: 'Page not found' },
  notAvailableTitle: { id: 'telegram.system.notAvailableTitle', defaultMessage: 'Coming soon' },
  notAvailableDescription: {
    id: 'telegram.system.notAvailableDescription',
    defaultMessage: 'This section is not available yet. Please come back later.',
  },
  fullScreen: { id: 'telegram.game.fullScreen', defaultMessage: 'Full screen' },
});
