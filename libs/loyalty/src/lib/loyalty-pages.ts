import type { PageMap } from '@casino/routing';

/** The pages of loyalty by route name of @casino/routing, each its own chunk. */
export const loyaltyPages = {
  'loyalty.index': () => import('./overview/loyalty-page').then((m) => m.LoyaltyPage),
  'loyalty.item': () => import('./program/program-page').then((m) => m.ProgramPage),
  'loyalty.shop': () => import('./shop/shop-page').then((m) => m.ShopPage),
} satisfies PageMap;
