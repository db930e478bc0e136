import type { PageMap } from '@casino/routing';

/** The pages of promotions by route name of @casino/routing, each its own chunk. */
export const promotionsPages = {
  'promotions.index': () => import('./promotions/promotions-page').then((m) => m.PromotionsPage),
  'promotions.item': () => import('./promotions/promotion-page').then((m) => m.PromotionPage),
  'offers.index': () => import('./offers/offers-page').then((m) => m.OffersPage),
  'offers.item': () => import('./offers/offer-page').then((m) => m.OfferPage),
} satisfies PageMap;
