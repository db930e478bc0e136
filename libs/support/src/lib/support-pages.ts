import type { RouteName } from '@casino/routing';
import type { ComponentType } from 'react';

export type LazyPage = () => Promise<ComponentType>;

/** The pages of support by route name of @casino/routing, each its own chunk. */
export const supportPages = {
  'support.index': () => import('./support-page/support-page').then((m) => m.SupportPage),
} satisfies Partial<Record<RouteName, LazyPage>>;
