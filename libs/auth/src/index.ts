// Public API of @casino/auth. Export only what other projects may use.

// What auth adds to the site: its pages, dialogs, messages and effects
export { authFeature } from './lib/auth-feature';

// The sign-out every header needs
export { useSignOut } from './lib/sign-out/use-sign-out';

// Telegram mini-app sign-up with the init data of the Telegram SDK (telegram-shell)
export { TelegramSignUpEffect, type TelegramSignUpEffectProps } from './lib/telegram/telegram-sign-up-effect';
