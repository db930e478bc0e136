import { framePages, frameLayouts, type SiteDefinition } from '@casino/app-frame';
import { authMessages, authPages } from '@casino/auth';
import { bettingMessages, bettingPages } from '@casino/betting';
import { cashierMessages, cashierPageData, cashierPages } from '@casino/cashier';
import { contentMessages, contentPages } from '@casino/content';
import { gamehallMessages, gamehallPageData, gamehallPages } from '@casino/gamehall';
import { loyaltyMessages, loyaltyPages } from '@casino/loyalty';
import { profileMessages, profilePages } from '@casino/profile';
import { promotionsMessages, promotionsPageData, promotionsPages } from '@casino/promotions';
import { supportMessages, supportPages } from '@casino/support';
import { lazy } from 'react';
import { GameLayout } from './game/game-layout';
import { DefaultLayout } from './layouts/default-layout';
import { StartupScreen } from './layouts/startup-screen';
import { shellMessages } from './messages/shell-messages';
import { WebEffects } from './web-effects';

// Their code and calls load after the first page: no first screen waits for the chat or for loyalty news.
const LaterEffects = lazy(() => import('./later-effects').then((module) => ({ default: module.LaterEffects })));

/** The web product: every feature's pages, dialogs and messages (the `<feature>Pages` contract) in its layouts. */
export const webSite: SiteDefinition = {
  kind: 'product',
  pages: {
    ...framePages,
    ...gamehallPages,
    ...authPages,
    ...cashierPages,
    ...promotionsPages,
    ...profilePages,
    ...loyaltyPages,
    ...supportPages,
    ...bettingPages,
    ...contentPages,
  },
  pageData: { ...gamehallPageData, ...promotionsPageData, ...cashierPageData },
  loadDialogs: () => import('./overlays/dialog-registry').then((module) => module.dialogRegistry),
  catalogues: [
    shellMessages,
    gamehallMessages,
    authMessages,
    cashierMessages,
    promotionsMessages,
    profileMessages,
    loyaltyMessages,
    supportMessages,
    bettingMessages,
    contentMessages,
  ],
  layouts: { ...frameLayouts, default: DefaultLayout, game: GameLayout },
  StartupFallback: StartupScreen,
  Effects: WebEffects,
  LaterEffects,
  allowedExternalHosts: import.meta.env['VITE_ALLOWED_EXTERNAL_HOSTS'] as string | undefined,
};
