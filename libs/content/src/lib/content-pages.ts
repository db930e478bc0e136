import type { PageMap } from '@casino/routing';

/** The generic content page by route name of @casino/routing, its own chunk. */
export const contentPages = {
  slug: () => import('./page/content-page').then((m) => m.ContentPage),
} satisfies PageMap;
