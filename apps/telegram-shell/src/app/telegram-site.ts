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
import { telegramShellMessages } from '../messages/telegram-messages';
import { TelegramEffects } from './telegram-effects';
import { TelegramLayout } from './telegram-layout';

/**
 * The mini-app: the same feature pages, dialogs and guards as the web product (the `<feature>Pages` contract),
 * with the default and game pages in the compact Telegram frame.
 */
export const telegramSite: SiteDefinition = {
  kind: 'telegram',
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
  loadDialogs: () => import('./telegram-dialogs').then((module) => module.telegramDialogs),
  catalogues: [
    telegramShellMessages,
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
  layouts: { ...frameLayouts, default: TelegramLayout, game: TelegramLayout },
  Effects: TelegramEffects,
  allowedExternalHosts: import.meta.env['VITE_ALLOWED_EXTERNAL_HOSTS'] as string | undefined,
};
