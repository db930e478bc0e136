/// <reference types="vite/client" />
import { defineCatalogue } from '@casino/i18n';
import { pageDataOnDemand } from '@casino/routing';
import type { Feature } from '@casino/ui-kit';
import { LazyLoyaltyNotificationsEffect } from './notifications/lazy-loyalty-notifications-effect';

/** The loyalty programme and its shop, and loyalty notifications as cards (SPEC.md 9) for a signed-in player. */
export const loyaltyFeature: Feature = {
  name: 'loyalty',
  pages: {
    'loyalty.index': () => import('./overview/loyalty-page').then((m) => m.LoyaltyPage),
    'loyalty.item': () => import('./program/program-page').then((m) => m.ProgramPage),
    'loyalty.shop': () => import('./shop/shop-page').then((m) => m.ShopPage),
  },
  pageData: pageDataOnDemand(['loyalty.item'], () => import('./loyalty-page-data').then((m) => m.loyaltyPageData)),
  dialogs: () => import('./loyalty-dialogs').then((module) => module.loyaltyDialogs),
  messages: defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' })),
  effects: [{ Effect: LazyLoyaltyNotificationsEffect, when: 'signed-in' }],
};
