import { TelegramSignUpEffect } from '@casino/auth';
import { BackButtonEffect } from './back-button-effect';
import { ClosingConfirmationEffect } from './closing-confirmation-effect';
import { HapticsEffect } from './haptics-effect';
import { LinksEffect } from './links-effect';
import { MainButtonEffect } from './main-button-effect';
import { SettingsButtonEffect } from './settings-button-effect';
import { useTelegramSdk } from './use-telegram-sdk';

/**
 * The mini-app's own side effects: sign-up with the init data, and Telegram's controls: the back, main and settings
 * buttons, haptics, the closing confirmation, and links that leave the mini-app.
 */
export function TelegramEffects() {
  const sdk = useTelegramSdk();
  return (
    <>
      <BackButtonEffect />
      <MainButtonEffect />
      <SettingsButtonEffect />
      <HapticsEffect />
      <ClosingConfirmationEffect />
      <LinksEffect />
      <TelegramSignUpEffect rawInitData={sdk?.rawInitData()} />
    </>
  );
}
