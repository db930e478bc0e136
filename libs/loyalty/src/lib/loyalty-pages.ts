import type { RouteName } from '@casino/routing';
import type { ComponentType } from 'react';

export type LazyPage = () => Promise<ComponentType>;

/** The pages of loyalty by route name of @casino/routing, each its own chunk. */
export const loyaltyPages = {
  'loyalty.index': () => import('./overview/loyalty-page').then((m) => m.LoyaltyPage),
  'loyalty.item': () => import('./program/program-page').then((m) => m.ProgramPage),
  'loyalty.shop': () => import('./shop/shop-page').then((m) => m.ShopPage),
} satisfies Partial<Record<RouteName, LazyPage>>;
