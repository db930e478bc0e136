import { defineMessages } from 'react-intl';

export const telegramMessages = defineMessages({
  fullScreen: { id: 'telegram.game.fullScreen', defaultMessage: 'Full screen' },
});
