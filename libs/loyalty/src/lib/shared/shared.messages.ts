import { defineMessage, defineMessages } from 'react-intl';

export const sharedMessages = defineMessages({
  points: { id: 'loyalty.shared.points', defaultMessage: 'points' },
  joinTitle: { id: 'loyalty.shared.joinTitle', defaultMessage: 'Join the club and get rewarded' },
  joinText: {
    id: 'loyalty.shared.joinText',
    defaultMessage: 'Every real-money bet earns points. Climb the levels and trade your points for free spins, bonuses and cash in the shop.',
  },
  signUp: { id: 'loyalty.shared.signUp', defaultMessage: 'Sign up' },
  signIn: { id: 'loyalty.shared.signIn', defaultMessage: 'I have an account' },
});

export const pointsAmountMessage = defineMessage<{ amount: string; alias: string }>(
  { id: 'loyalty.shared.pointsAmount', defaultMessage: '{amount} {alias}' },
  { typed: true },
);
