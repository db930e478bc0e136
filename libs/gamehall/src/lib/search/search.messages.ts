import { defineMessage, defineMessages } from 'react-intl';

export const searchMessages = defineMessages({
  open: { id: 'gamehall.search.open', defaultMessage: 'Search games' },
  title: { id: 'gamehall.search.title', defaultMessage: 'Search games' },
  label: { id: 'gamehall.search.label', defaultMessage: 'Game name' },
  placeholder: { id: 'gamehall.search.placeholder', defaultMessage: 'Start typing a game name' },
  results: { id: 'gamehall.search.results', defaultMessage: 'Results' },
  noResults: { id: 'gamehall.search.noResults', defaultMessage: 'No games found. Check the spelling or try a shorter name.' },
  recent: { id: 'gamehall.search.recent', defaultMessage: 'Recent searches' },
  clearRecent: { id: 'gamehall.search.clearRecent', defaultMessage: 'Clear' },
  keyboardHint: { id: 'gamehall.search.keyboardHint', defaultMessage: 'Use the arrow keys to move through the results and Enter to open a game.' },
});

export const resultsCountMessage = defineMessage<{ count: number }>(
  { id: 'gamehall.search.resultsCount', defaultMessage: '{count, plural, one {# game found} other {# games found}}' },
  { typed: true },
);

export const minLengthMessage = defineMessage<{ min: number }>(
  { id: 'gamehall.search.minLength', defaultMessage: 'Type at least {min} letters.' },
  { typed: true },
);
