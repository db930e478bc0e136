import type { RouteName } from '@casino/routing';
import type { ComponentType } from 'react';

export type LazyPage = () => Promise<ComponentType>;

/** The pages of promotions by route name of @casino/routing, each its own chunk. */
export const promotionsPages = {
  'promotions.index': () => import('./promotions/promotions-page').then((m) => m.PromotionsPage),
  'promotions.item': () => import('./promotions/promotion-page').then((m) => m.PromotionPage),
  'offers.index': () => import('./offers/offers-page').then((m) => m.OffersPage),
  'offers.item': () => import('./offers/offer-page').then((m) => m.OfferPage),
} satisfies Partial<Record<RouteName, LazyPage>>;
