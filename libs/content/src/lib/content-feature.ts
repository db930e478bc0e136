/// <reference types="vite/client" />
import { defineCatalogue } from '@casino/i18n';
import type { Feature } from '@casino/ui-kit';

/** The CMS content pages of `/{slug}`. */
export const contentFeature: Feature = {
  name: 'content',
  pages: {
    slug: () => import('./page/content-page').then((m) => m.ContentPage),
  },
  messages: defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' })),
};
