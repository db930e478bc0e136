import { defineMessages } from 'react-intl';

export const jackpotsMessages = defineMessages({
  title: { id: 'gamehall.jackpots.title', defaultMessage: 'Jackpots' },
  empty: { id: 'gamehall.jackpots.empty', defaultMessage: 'No jackpots are running right now. Check back soon.' },
  winners: { id: 'gamehall.jackpots.winners', defaultMessage: 'Latest winners' },
  noWinners: { id: 'gamehall.jackpots.noWinners', defaultMessage: 'Nobody has won this jackpot yet: it could be you.' },
  notFound: { id: 'gamehall.jackpots.notFound', defaultMessage: 'Jackpot not found' },
  allJackpots: { id: 'gamehall.jackpots.all', defaultMessage: 'All jackpots' },
  playNow: { id: 'gamehall.jackpots.playNow', defaultMessage: 'Play jackpot games' },
  currentAmount: { id: 'gamehall.jackpots.currentAmount', defaultMessage: 'Current amount' },
});

