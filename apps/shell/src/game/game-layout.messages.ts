import { defineMessages } from 'react-intl';

export const gameLayoutMessages = defineMessages({
  back: { id: 'shell.game.back', defaultMessage: 'Back to the game hall' },
  fullScreen: { id: 'shell.game.fullScreen', defaultMessage: 'Full screen' },
});
