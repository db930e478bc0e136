import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  title: { id: 'gamehall.home.title', defaultMessage: 'Casino lobby' },
  banners: { id: 'gamehall.home.banners', defaultMessage: 'Offers' },
  recentlyPlayed: { id: 'gamehall.home.recentlyPlayed', defaultMessage: 'Recently played' },
  favourites: { id: 'gamehall.home.favourites', defaultMessage: 'Your favourites' },
  jackpots: { id: 'gamehall.home.jackpots', defaultMessage: 'Jackpots' },
  tournaments: { id: 'gamehall.home.tournaments', defaultMessage: 'Tournaments' },
  winners: { id: 'gamehall.home.winners', defaultMessage: 'Recent wins' },
  allGames: { id: 'gamehall.home.allGames', defaultMessage: 'All games' },
  signUp: { id: 'gamehall.home.signUp', defaultMessage: 'Sign up' },
  more: { id: 'gamehall.home.more', defaultMessage: 'Find out more' },
});
