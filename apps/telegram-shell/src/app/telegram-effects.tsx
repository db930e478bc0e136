import { TelegramSignUpEffect } from '@casino/auth';
import { BackButtonEffect } from './back-button-effect';
import { useTelegramSdk } from './use-telegram-sdk';

/** The mini-app's own side effects: Telegram's back button, and sign-up with the init data. */
export function TelegramEffects() {
  const sdk = useTelegramSdk();
  return (
    <>
      <BackButtonEffect />
      <TelegramSignUpEffect rawInitData={sdk?.rawInitData()} />
    </>
  );
}
