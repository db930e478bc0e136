import { defineMessage, defineMessages } from 'react-intl';

export const shopMessages = defineMessages({
  title: { id: 'loyalty.shop.title', defaultMessage: 'Loyalty shop' },
  lead: { id: 'loyalty.shop.lead', defaultMessage: 'Trade your points for free spins, bonuses and cash.' },
  back: { id: 'loyalty.shop.back', defaultMessage: 'Back to loyalty' },
  balance: { id: 'loyalty.shop.balance', defaultMessage: 'Your balance' },
  products: { id: 'loyalty.shop.products', defaultMessage: 'Products' },
  buy: { id: 'loyalty.shop.buy', defaultMessage: 'Buy' },
  signUpToBuy: { id: 'loyalty.shop.signUpToBuy', defaultMessage: 'Sign up to buy' },
  emptyTitle: { id: 'loyalty.shop.emptyTitle', defaultMessage: 'The shop is being restocked' },
  emptyText: { id: 'loyalty.shop.emptyText', defaultMessage: 'New products arrive soon. Keep playing to collect points in the meantime.' },
  emptyAction: { id: 'loyalty.shop.emptyAction', defaultMessage: 'Go to the game hall' },
  typeFreespins: { id: 'loyalty.shop.typeFreespins', defaultMessage: 'Free spins' },
  typeBonus: { id: 'loyalty.shop.typeBonus', defaultMessage: 'Casino bonus' },
  typeBetting: { id: 'loyalty.shop.typeBetting', defaultMessage: 'Free bet' },
  typeCash: { id: 'loyalty.shop.typeCash', defaultMessage: 'Cash' },
  typeOther: { id: 'loyalty.shop.typeOther', defaultMessage: 'Reward' },
});

export const buyProductMessage = defineMessage<{ title: string; price: string }>(
  { id: 'loyalty.shop.buyProduct', defaultMessage: 'Buy {title} for {price}' },
  { typed: true },
);

export const unlocksAtMessage = defineMessage<{ level: string }>(
  { id: 'loyalty.shop.unlocksAt', defaultMessage: 'Unlocks at {level}' },
  { typed: true },
);

export const productValueMessages = {
  freespins: defineMessage<{ count: number }>(
    { id: 'loyalty.shop.valueFreespins', defaultMessage: '{count, plural, one {# free spin} other {# free spins}}' },
    { typed: true },
  ),
  bonus: defineMessage<{ amount: string }>({ id: 'loyalty.shop.valueBonus', defaultMessage: '{amount} bonus money' }, { typed: true }),
  betting: defineMessage<{ amount: string }>({ id: 'loyalty.shop.valueBetting', defaultMessage: '{amount} free bet' }, { typed: true }),
  cash: defineMessage<{ amount: string }>({ id: 'loyalty.shop.valueCash', defaultMessage: '{amount} to your main balance' }, { typed: true }),
};
