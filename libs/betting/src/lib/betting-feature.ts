/// <reference types="vite/client" />
import { defineCatalogue } from '@casino/i18n';
import type { Feature } from '@casino/ui-kit';

/** The betting area (the sportsbook with the player's betting bonuses). */
export const bettingFeature: Feature = {
  name: 'betting',
  pages: {
    betting: () => import('./betting-page/betting-page').then((m) => m.BettingPage),
  },
  messages: defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' })),
};
