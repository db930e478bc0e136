import { IncompleteRegistrationEffect, TelegramSignUpEffect } from '@casino/auth';
import { LoyaltyNotificationsEffect } from '@casino/loyalty';
import { ChatWidgetEffect } from '@casino/support';
import { BackButtonEffect } from './back-button-effect';
import { useTelegramSdk } from './use-telegram-sdk';

/** The mini-app's side effects: Telegram's back button, sign-up with the init data, and the features' effects. */
export function TelegramEffects() {
  const sdk = useTelegramSdk();
  return (
    <>
      <BackButtonEffect />
      <TelegramSignUpEffect rawInitData={sdk?.rawInitData()} />
      <IncompleteRegistrationEffect />
      <ChatWidgetEffect />
      <LoyaltyNotificationsEffect />
    </>
  );
}
