import { siteMenuDialogs, type Shell } from '@casino/app-frame';
import { telegramShellMessages } from '../messages/telegram-messages';
import { TelegramEffects } from './telegram-effects';
import { TelegramGameLayout } from './telegram-game-layout';
import { TelegramLayout } from './telegram-layout';

/** The mini-app: every feature of the product in the compact Telegram frame, with Telegram's own controls. */
export const telegramShell: Shell = {
  kind: 'telegram',
  messages: telegramShellMessages,
  layouts: { default: TelegramLayout, game: TelegramGameLayout },
  Effects: TelegramEffects,
  // The site menu the tab bar opens: the web's, with sign-in and the languages (the mini-app has no header or footer).
  dialogs: siteMenuDialogs({ standalone: true }),
  allowedExternalHosts: import.meta.env['VITE_ALLOWED_EXTERNAL_HOSTS'] as string | undefined,
};
