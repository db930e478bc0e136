import { defineMessages } from 'react-intl';

export const telegramMessages = defineMessages({
  fullScreen: { id: 'telegram.game.fullScreen', defaultMessage: 'Full screen' },
  share: { id: 'telegram.game.share', defaultMessage: 'Share this game' },
});
