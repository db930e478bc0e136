import type { PageMap } from '@casino/routing';

/** The betting page by route name of @casino/routing (the /bets/* placeholders are redirected by the shell). */
export const bettingPages = {
  betting: () => import('./betting-page/betting-page').then((m) => m.BettingPage),
} satisfies PageMap;
