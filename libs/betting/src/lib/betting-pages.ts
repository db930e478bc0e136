import type { RouteName } from '@casino/routing';
import type { ComponentType } from 'react';

export type LazyPage = () => Promise<ComponentType>;

/** The betting page by route name of @casino/routing (the /bets/* placeholders are redirected by the shell). */
export const bettingPages = {
  betting: () => import('./betting-page/betting-page').then((m) => m.BettingPage),
} satisfies Partial<Record<RouteName, LazyPage>>;
