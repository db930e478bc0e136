import type { PageMap } from '@casino/routing';

/** The pages of support by route name of @casino/routing, each its own chunk. */
export const supportPages = {
  'support.index': () => import('./support-page/support-page').then((m) => m.SupportPage),
} satisfies PageMap;
