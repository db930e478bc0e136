import { defineMessage, defineMessages } from 'react-intl';

export const providersMessages = defineMessages({
  title: { id: 'gamehall.providers.title', defaultMessage: 'Providers' },
  empty: { id: 'gamehall.providers.empty', defaultMessage: 'No providers to show right now. Try again later.' },
});

export const providerGamesMessage = defineMessage<{ count: number }>(
  { id: 'gamehall.providers.games', defaultMessage: '{count, plural, one {# game} other {# games}}' },
  { typed: true },
);
