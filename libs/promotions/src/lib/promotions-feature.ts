/// <reference types="vite/client" />
import { defineCatalogue } from '@casino/i18n';
import { pageDataOnDemand } from '@casino/routing';
import type { Feature } from '@casino/ui-kit';
import { POPUP_PREVIEW_HASH, popupPreview } from './campaign/popup-preview-rule';

/** Promotions and offers, promo codes and the campaign popups. */
export const promotionsFeature: Feature = {
  name: 'promotions',
  pages: {
    'promotions.index': () => import('./promotions/promotions-page').then((m) => m.PromotionsPage),
    'promotions.item': () => import('./promotions/promotion-page').then((m) => m.PromotionPage),
    'offers.index': () => import('./offers/offers-page').then((m) => m.OffersPage),
    'offers.item': () => import('./offers/offer-page').then((m) => m.OfferPage),
  },
  pageData: pageDataOnDemand(['promotions.index'], () => import('./promotions-page-data').then((m) => m.promotionsPageData)),
  dialogs: () => import('./promotions-dialogs').then((module) => module.promotionsDialogs),
  messages: defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' })),
  guardRules: [{ name: 'popup-preview', guard: popupPreview, commandHash: POPUP_PREVIEW_HASH }],
};
