import { defineMessage, defineMessages } from 'react-intl';

export const bettingPageMessages = defineMessages({
  title: { id: 'betting.page.title', defaultMessage: 'Betting' },
  lead: { id: 'betting.page.lead', defaultMessage: 'Bet on today’s matches with your betting bonus or your balance.' },
  frameTitle: { id: 'betting.frame.title', defaultMessage: 'Sportsbook' },
  frameLoading: { id: 'betting.frame.loading', defaultMessage: 'Loading the sportsbook…' },
  frameErrorTitle: { id: 'betting.frame.errorTitle', defaultMessage: 'The sportsbook is not available right now' },
  frameErrorDescription: {
    id: 'betting.frame.errorDescription',
    defaultMessage: 'It did not load. Check your connection and try again; if it keeps failing, come back a little later.',
  },
  retry: { id: 'betting.retry', defaultMessage: 'Try again' },
  balancesTitle: { id: 'betting.balances.title', defaultMessage: 'Your balances' },
  mainBalance: { id: 'betting.balances.main', defaultMessage: 'Main balance' },
  bettingBalance: { id: 'betting.balances.bettingBonus', defaultMessage: 'Betting bonus balance' },
  bonusesTitle: { id: 'betting.bonuses.title', defaultMessage: 'Your betting bonuses' },
  bonusesEmptyTitle: { id: 'betting.bonuses.emptyTitle', defaultMessage: 'No betting bonuses yet' },
  bonusesEmptyDescription: { id: 'betting.bonuses.emptyDescription', defaultMessage: 'Betting bonuses from promotions and promo codes appear here.' },
  bonusesEmptyAction: { id: 'betting.bonuses.emptyAction', defaultMessage: 'See promotions' },
  bonusesManage: { id: 'betting.bonuses.manage', defaultMessage: 'Manage your bonuses' },
  wagering: { id: 'betting.bonuses.wagering', defaultMessage: 'Wagering' },
  statusActive: { id: 'betting.bonuses.statusActive', defaultMessage: 'Active' },
  statusAvailable: { id: 'betting.bonuses.statusAvailable', defaultMessage: 'Ready to activate' },
  visitorTitle: { id: 'betting.visitor.title', defaultMessage: 'Sign in to bet' },
  visitorDescription: {
    id: 'betting.visitor.description',
    defaultMessage: 'Browse every match and its odds now. Sign in or create an account to place bets and use betting bonuses.',
  },
  signIn: { id: 'betting.visitor.signIn', defaultMessage: 'Sign in' },
  signUp: { id: 'betting.visitor.signUp', defaultMessage: 'Create account' },
});

export const wageredMessage = defineMessage<{ wagered: string; required: string }>(
  { id: 'betting.bonuses.wagered', defaultMessage: '{wagered} of {required}' },
  { typed: true },
);

export const validUntilMessage = defineMessage<{ date: string }>({ id: 'betting.bonuses.validUntil', defaultMessage: 'Valid until {date}' }, { typed: true });
