import type { Shell } from '@casino/app-frame';
import { telegramShellMessages } from '../messages/telegram-messages';
import { TelegramEffects } from './telegram-effects';
import { TelegramLayout } from './telegram-layout';

/** The mini-app: every feature of the product in the compact Telegram frame, with Telegram's own controls. */
export const telegramShell: Shell = {
  kind: 'telegram',
  messages: telegramShellMessages,
  layouts: { default: TelegramLayout, game: TelegramLayout },
  Effects: TelegramEffects,
  allowedExternalHosts: import.meta.env['VITE_ALLOWED_EXTERNAL_HOSTS'] as string | undefined,
};
