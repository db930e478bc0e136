import { defineMessage, defineMessages } from 'react-intl';

export const hallMessages = defineMessages({
  allGames: { id: 'gamehall.hall.allGames', defaultMessage: 'All games' },
  categories: { id: 'gamehall.hall.categories', defaultMessage: 'Categories' },
  allCategories: { id: 'gamehall.hall.allCategories', defaultMessage: 'All' },
  providers: { id: 'gamehall.hall.providers', defaultMessage: 'Providers' },
  clearProviders: { id: 'gamehall.hall.clearProviders', defaultMessage: 'Clear providers' },
  gamesList: { id: 'gamehall.hall.gamesList', defaultMessage: 'Games' },
  emptyTitle: { id: 'gamehall.hall.emptyTitle', defaultMessage: 'No games match these filters' },
  emptyText: { id: 'gamehall.hall.emptyText', defaultMessage: 'Choose fewer providers or another category to see more games.' },
  showAll: { id: 'gamehall.hall.showAll', defaultMessage: 'Show all games' },
  loadingMore: { id: 'gamehall.hall.loadingMore', defaultMessage: 'Loading more games…' },
  tournamentGames: { id: 'gamehall.hall.tournamentGames', defaultMessage: 'Tournament games' },
  backToTournament: { id: 'gamehall.hall.backToTournament', defaultMessage: 'Back to the tournament' },
});

export const gamesCountMessage = defineMessage<{ count: number }>(
  { id: 'gamehall.hall.gamesCount', defaultMessage: '{count, plural, one {# game} other {# games}}' },
  { typed: true },
);

export const providersCountMessage = defineMessage<{ count: number }>(
  { id: 'gamehall.hall.providersCount', defaultMessage: 'Providers ({count})' },
  { typed: true },
);

export const removeProviderMessage = defineMessage<{ name: string }>(
  { id: 'gamehall.hall.removeProvider', defaultMessage: 'Remove {name}' },
  { typed: true },
);
