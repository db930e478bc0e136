import { defineMessages } from 'react-intl';

export const promotionsMessages = defineMessages({
  title: { id: 'promotions.list.title', defaultMessage: 'Promotions' },
  lead: { id: 'promotions.list.lead', defaultMessage: 'Bonuses, free spins and cashback for new and regular players.' },
  featured: { id: 'promotions.list.featured', defaultMessage: 'Featured' },
  all: { id: 'promotions.list.all', defaultMessage: 'All promotions' },
  depositOffers: { id: 'promotions.list.depositOffers', defaultMessage: 'Deposit offers only' },
  emptyTitle: { id: 'promotions.list.emptyTitle', defaultMessage: 'No promotions right now' },
  emptyText: { id: 'promotions.list.emptyText', defaultMessage: 'New promotions start every week. Have a promo code? Enter it above, or find a game in the meantime.' },
  emptyAction: { id: 'promotions.list.emptyAction', defaultMessage: 'Go to the game hall' },
  back: { id: 'promotions.detail.back', defaultMessage: 'All promotions' },
  notFound: { id: 'promotions.detail.notFound', defaultMessage: 'This promotion is not available' },
});
