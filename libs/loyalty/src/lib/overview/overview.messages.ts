import { defineMessage, defineMessages } from 'react-intl';

export const overviewMessages = defineMessages({
  title: { id: 'loyalty.overview.title', defaultMessage: 'Loyalty club' },
  lead: { id: 'loyalty.overview.lead', defaultMessage: 'Play, earn points, climb the levels and spend your points in the shop.' },
  level: { id: 'loyalty.overview.level', defaultMessage: 'Your level' },
  balance: { id: 'loyalty.overview.balance', defaultMessage: 'To spend in the shop' },
  topLevel: { id: 'loyalty.overview.topLevel', defaultMessage: 'You are on the top level. Thank you for playing with us!' },
  toShop: { id: 'loyalty.overview.toShop', defaultMessage: 'Go to the shop' },
  about: { id: 'loyalty.overview.about', defaultMessage: 'How the programme works' },
  inactive: { id: 'loyalty.overview.inactive', defaultMessage: 'The loyalty programme is paused. Your points and level are kept.' },
  character: { id: 'loyalty.overview.character', defaultMessage: 'Your character' },
  noCharacter: { id: 'loyalty.overview.noCharacter', defaultMessage: 'Pick a character to play the club as.' },
  chooseCharacter: { id: 'loyalty.overview.chooseCharacter', defaultMessage: 'Choose a character' },
  changeCharacter: { id: 'loyalty.overview.changeCharacter', defaultMessage: 'Change character' },
});

export const progressLabelMessage = defineMessage<{ level: string }>(
  { id: 'loyalty.overview.progressLabel', defaultMessage: 'Progress to {level}' },
  { typed: true },
);

export const progressValueMessage = defineMessage<{ value: string; max: string }>(
  { id: 'loyalty.overview.progressValue', defaultMessage: '{value} of {max}' },
  { typed: true },
);

export const remainingMessage = defineMessage<{ amount: string; level: string }>(
  { id: 'loyalty.overview.remaining', defaultMessage: '{amount} more to reach {level}' },
  { typed: true },
);
