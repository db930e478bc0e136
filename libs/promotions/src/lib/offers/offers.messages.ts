import { defineMessages } from 'react-intl';

export const offersMessages = defineMessages({
  title: { id: 'promotions.offers.title', defaultMessage: 'Deposit offers' },
  lead: { id: 'promotions.offers.lead', defaultMessage: 'Pick an offer and it is already selected when you deposit.' },
  listTitle: { id: 'promotions.offers.listTitle', defaultMessage: 'Available offers' },
  emptyTitle: { id: 'promotions.offers.emptyTitle', defaultMessage: 'No deposit offers for you right now' },
  emptyText: { id: 'promotions.offers.emptyText', defaultMessage: 'Deposit offers come back regularly. Meanwhile, look at the other promotions.' },
  emptyAction: { id: 'promotions.offers.emptyAction', defaultMessage: 'See all promotions' },
  back: { id: 'promotions.offers.back', defaultMessage: 'All deposit offers' },
  notFound: { id: 'promotions.offers.notFound', defaultMessage: 'This offer is not available' },
});
