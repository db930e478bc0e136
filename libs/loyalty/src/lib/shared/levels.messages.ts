import { defineMessage, defineMessages } from 'react-intl';

export const levelsMessages = defineMessages({
  title: { id: 'loyalty.levels.title', defaultMessage: 'Levels' },
  current: { id: 'loyalty.levels.current', defaultMessage: 'Your level' },
  reached: { id: 'loyalty.levels.reached', defaultMessage: 'Reached' },
  locked: { id: 'loyalty.levels.locked', defaultMessage: 'Not reached yet' },
});

export const levelFromMessage = defineMessage<{ amount: string }>(
  { id: 'loyalty.levels.from', defaultMessage: 'From {amount} earned' },
  { typed: true },
);
