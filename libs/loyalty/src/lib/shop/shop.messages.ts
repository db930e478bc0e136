import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const shopMessages = texts('loyalty.shop');

export const buyProductMessage = defineMessage<{ title: string; price: string }>(shopMessages.buyProduct, { typed: true });

export const unlocksAtMessage = defineMessage<{ level: string }>(shopMessages.unlocksAt, { typed: true });

export const productValueMessages = {
  freespins: defineMessage<{ count: number }>(shopMessages.valueFreespins, { typed: true }),
  bonus: defineMessage<{ amount: string }>(shopMessages.valueBonus, { typed: true }),
  betting: defineMessage<{ amount: string }>(shopMessages.valueBetting, { typed: true }),
  cash: defineMessage<{ amount: string }>(shopMessages.valueCash, { typed: true }),
};
