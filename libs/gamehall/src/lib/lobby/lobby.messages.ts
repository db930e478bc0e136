import { defineMessage, defineMessages } from 'react-intl';

export const lobbyMessages = defineMessages({
  title: { id: 'gamehall.lobby.title', defaultMessage: 'All games' },
  loading: { id: 'gamehall.lobby.loading', defaultMessage: 'Loading games…' },
  error: { id: 'gamehall.lobby.error', defaultMessage: 'The games could not be loaded. Check your connection and try again.' },
  retry: { id: 'gamehall.lobby.retry', defaultMessage: 'Try again' },
});

/** A message with values is declared on its own, so react-intl checks the values passed to it. */
export const gamesCountMessage = defineMessage<{ count: number }>(
  { id: 'gamehall.lobby.gamesCount', defaultMessage: '{count, plural, one {# game} other {# games}}' },
  { typed: true },
);
