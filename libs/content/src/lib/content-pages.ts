import type { RouteName } from '@casino/routing';
import type { ComponentType } from 'react';

export type LazyPage = () => Promise<ComponentType>;

/** The generic content page by route name of @casino/routing, its own chunk. */
export const contentPages = {
  slug: () => import('./page/content-page').then((m) => m.ContentPage),
} satisfies Partial<Record<RouteName, LazyPage>>;
