import { defineMessage, defineMessages } from 'react-intl';

export const sharedMessages = defineMessages({
  endsIn: { id: 'promotions.shared.endsIn', defaultMessage: 'Ends in' },
  noEnd: { id: 'promotions.shared.noEnd', defaultMessage: 'No end date' },
  details: { id: 'promotions.shared.details', defaultMessage: 'Details' },
  depositCta: { id: 'promotions.shared.depositCta', defaultMessage: 'Deposit and get it' },
  kindDeposit: { id: 'promotions.shared.kindDeposit', defaultMessage: 'Deposit bonus' },
  kindPromoCode: { id: 'promotions.shared.kindPromoCode', defaultMessage: 'Promo code' },
  kindCashback: { id: 'promotions.shared.kindCashback', defaultMessage: 'Weekly reward' },
  kindOther: { id: 'promotions.shared.kindOther', defaultMessage: 'Promotion' },
});

export const endsOnMessage = defineMessage<{ date: string }>(
  { id: 'promotions.shared.endsOn', defaultMessage: 'Until {date}' },
  { typed: true },
);

export const detailsOfMessage = defineMessage<{ title: string }>(
  { id: 'promotions.shared.detailsOf', defaultMessage: 'Details: {title}' },
  { typed: true },
);

export const rewardMessages = {
  percentUpTo: defineMessage<{ percent: number; amount: string }>(
    { id: 'promotions.reward.percentUpTo', defaultMessage: '{percent}% bonus up to {amount}' },
    { typed: true },
  ),
  percent: defineMessage<{ percent: number }>({ id: 'promotions.reward.percent', defaultMessage: '{percent}% bonus' }, { typed: true }),
  amount: defineMessage<{ amount: string }>({ id: 'promotions.reward.amount', defaultMessage: '{amount} bonus' }, { typed: true }),
  freeBet: defineMessage<{ amount: string }>({ id: 'promotions.reward.freeBet', defaultMessage: '{amount} free bet' }, { typed: true }),
  freespins: defineMessage<{ count: number }>(
    { id: 'promotions.reward.freespins', defaultMessage: '{count, plural, one {# free spin} other {# free spins}}' },
    { typed: true },
  ),
  cashback: defineMessage<{ percent: number }>({ id: 'promotions.reward.cashback', defaultMessage: '{percent}% cashback' }, { typed: true }),
};
