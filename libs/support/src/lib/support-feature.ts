/// <reference types="vite/client" />
import { defineCatalogue } from '@casino/i18n';
import type { Feature } from '@casino/ui-kit';
import { LazyChatWidgetEffect } from './chat/lazy-chat-widget-effect';

/** The support page and the live-chat widget on every page (SPEC.md 3, 4, 7.4, 8, 9). */
export const supportFeature: Feature = {
  name: 'support',
  pages: {
    'support.index': () => import('./support-page/support-page').then((m) => m.SupportPage),
  },
  messages: defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' })),
  effects: [{ Effect: LazyChatWidgetEffect, when: 'idle' }],
};
