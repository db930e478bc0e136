import { defineMessages } from 'react-intl';

export const navigationMessages = defineMessages({
  home: { id: 'shell.nav.home', defaultMessage: 'Home' },
  gamehall: { id: 'shell.nav.gamehall', defaultMessage: 'Game hall' },
  jackpots: { id: 'shell.nav.jackpots', defaultMessage: 'Jackpots' },
  tournaments: { id: 'shell.nav.tournaments', defaultMessage: 'Tournaments' },
  promotions: { id: 'shell.nav.promotions', defaultMessage: 'Promotions' },
  offers: { id: 'shell.nav.offers', defaultMessage: 'Offers' },
  loyalty: { id: 'shell.nav.loyalty', defaultMessage: 'Loyalty' },
  winners: { id: 'shell.nav.winners', defaultMessage: 'Winners' },
  providers: { id: 'shell.nav.providers', defaultMessage: 'Providers' },
  betting: { id: 'shell.nav.betting', defaultMessage: 'Betting' },
  support: { id: 'shell.nav.support', defaultMessage: 'Support' },
  cashier: { id: 'shell.nav.cashier', defaultMessage: 'Cashier' },
  more: { id: 'shell.nav.more', defaultMessage: 'More' },
  menu: { id: 'shell.nav.menu', defaultMessage: 'Menu' },
  bottomBar: { id: 'shell.nav.bottomBar', defaultMessage: 'Quick navigation' },
  sidebar: { id: 'shell.nav.sidebar', defaultMessage: 'Site menu' },
});
