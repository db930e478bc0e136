import { defineMessage, defineMessages } from 'react-intl';

export const offerDetailMessages = defineMessages({
  terms: { id: 'promotions.detail.terms', defaultMessage: 'Terms' },
  reward: { id: 'promotions.detail.reward', defaultMessage: 'Reward' },
  minDeposit: { id: 'promotions.detail.minDeposit', defaultMessage: 'Minimum deposit' },
  wager: { id: 'promotions.detail.wager', defaultMessage: 'Wagering requirement' },
  excluded: { id: 'promotions.detail.excluded', defaultMessage: 'Not available with' },
  period: { id: 'promotions.detail.period', defaultMessage: 'Valid' },
  takePart: { id: 'promotions.detail.takePart', defaultMessage: 'Take part' },
  signInToTakePart: { id: 'promotions.detail.signInToTakePart', defaultMessage: 'Sign in to take part' },
  taken: { id: 'promotions.detail.taken', defaultMessage: 'You are taking part. The reward is credited once you meet the terms.' },
  takeFailed: { id: 'promotions.detail.takeFailed', defaultMessage: 'We could not sign you up for this promotion. Try again in a moment.' },
});

export const wagerTimesMessage = defineMessage<{ times: number }>(
  { id: 'promotions.detail.wagerTimes', defaultMessage: '{times}× the bonus' },
  { typed: true },
);

export const periodRangeMessage = defineMessage<{ start: string; end: string }>(
  { id: 'promotions.detail.periodRange', defaultMessage: '{start} – {end}' },
  { typed: true },
);

export const periodUntilMessage = defineMessage<{ end: string }>(
  { id: 'promotions.detail.periodUntil', defaultMessage: 'until {end}' },
  { typed: true },
);
