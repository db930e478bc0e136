// Public API of @casino/auth. Export only what other projects may use.

// Pages by route name, dialogs by dialog id and the message catalogue, which each shell plugs in
export { authPages } from './lib/auth-pages';
export { authDialogs } from './lib/auth-dialogs';
export { authMessages } from './lib/auth-messages';

// Effects a shell mounts once, and the sign-out every header needs
export { IncompleteRegistrationEffect } from './lib/social-registration/incomplete-registration-effect';
export { useSignOut } from './lib/sign-out/use-sign-out';

// Telegram mini-app sign-up (telegram-shell)
export { TELEGRAM_SIGN_UP_ERROR_MESSAGE_ID, telegramSignUp } from './lib/telegram/telegram-sign-up';
export { TelegramSignUpEffect, type TelegramSignUpEffectProps } from './lib/telegram/telegram-sign-up-effect';
export { telegramRegisterArgs } from './lib/telegram/telegram-register-args';
