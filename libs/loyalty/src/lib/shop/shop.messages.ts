import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const shopMessages = texts('loyalty.shop');

export const buyProductMessage = defineMessage<{ title: string; price: string }>(
  texts('loyalty.shop').buyProduct,
  { typed: true },
);

export const unlocksAtMessage = defineMessage<{ level: string }>(
  texts('loyalty.shop').unlocksAt,
  { typed: true },
);

export const productValueMessages = {
  freespins: defineMessage<{ count: number }>(
    texts('loyalty.shop').valueFreespins,
    { typed: true },
  ),
  bonus: defineMessage<{ amount: string }>(texts('loyalty.shop').valueBonus, { typed: true }),
  betting: defineMessage<{ amount: string }>(texts('loyalty.shop').valueBetting, { typed: true }),
  cash: defineMessage<{ amount: string }>(texts('loyalty.shop').valueCash, { typed: true }),
};
