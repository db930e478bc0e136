import { defineMessage, defineMessages } from 'react-intl';

export const programMessages = defineMessages({
  back: { id: 'loyalty.program.back', defaultMessage: 'Back to loyalty' },
  notFound: { id: 'loyalty.program.notFound', defaultMessage: 'This loyalty programme does not exist' },
  howTitle: { id: 'loyalty.program.howTitle', defaultMessage: 'How it works' },
  stepPlay: { id: 'loyalty.program.stepPlay', defaultMessage: 'Play any game for real money.' },
  stepLevel: { id: 'loyalty.program.stepLevel', defaultMessage: 'Everything you earn counts towards the next level, and levels unlock better products.' },
  toShop: { id: 'loyalty.program.toShop', defaultMessage: 'Go to the shop' },
  yourPoints: { id: 'loyalty.program.yourPoints', defaultMessage: 'You have' },
});

export const stepEarnMessage = defineMessage<{ alias: string }>(
  { id: 'loyalty.program.stepEarn', defaultMessage: 'Every bet earns you {alias}.' },
  { typed: true },
);

export const stepSpendMessage = defineMessage<{ alias: string }>(
  { id: 'loyalty.program.stepSpend', defaultMessage: 'Spend your {alias} in the shop on free spins, bonuses and cash.' },
  { typed: true },
);
