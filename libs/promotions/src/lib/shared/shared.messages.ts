import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const sharedMessages = texts('promotions.shared');

export const endsOnMessage = defineMessage<{ date: string }>(
  texts('promotions.shared').endsOn,
  { typed: true },
);

export const detailsOfMessage = defineMessage<{ title: string }>(
  texts('promotions.shared').detailsOf,
  { typed: true },
);

export const rewardMessages = {
  percentUpTo: defineMessage<{ percent: number; amount: string }>(
    texts('promotions.reward').percentUpTo,
    { typed: true },
  ),
  percent: defineMessage<{ percent: number }>(texts('promotions.reward').percent, { typed: true }),
  amount: defineMessage<{ amount: string }>(texts('promotions.reward').amount, { typed: true }),
  freeBet: defineMessage<{ amount: string }>(texts('promotions.reward').freeBet, { typed: true }),
  freespins: defineMessage<{ count: number }>(
    texts('promotions.reward').freespins,
    { typed: true },
  ),
  cashback: defineMessage<{ percent: number }>(texts('promotions.reward').cashback, { typed: true }),
};
