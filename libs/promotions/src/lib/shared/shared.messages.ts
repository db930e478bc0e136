import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const sharedMessages = texts('promotions.shared');

export const endsOnMessage = defineMessage<{ date: string }>(sharedMessages.endsOn, { typed: true });

export const detailsOfMessage = defineMessage<{ title: string }>(sharedMessages.detailsOf, { typed: true });

const reward = texts('promotions.reward');

export const rewardMessages = {
  percentUpTo: defineMessage<{ percent: number; amount: string }>(reward.percentUpTo, { typed: true }),
  percent: defineMessage<{ percent: number }>(reward.percent, { typed: true }),
  amount: defineMessage<{ amount: string }>(reward.amount, { typed: true }),
  freeBet: defineMessage<{ amount: string }>(reward.freeBet, { typed: true }),
  freespins: defineMessage<{ count: number }>(reward.freespins, { typed: true }),
  cashback: defineMessage<{ percent: number }>(reward.cashback, { typed: true }),
};
