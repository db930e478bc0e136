import { useEffect, useState } from 'react';
import { loadedTelegramSdk, loadTelegramSdk, type TelegramSdk } from './load-telegram-sdk';

/** The started Telegram SDK, or undefined until it has loaded (the component renders again then). */
export function useTelegramSdk(): TelegramSdk | undefined {
  const [sdk, setSdk] = useState(loadedTelegramSdk);
  useEffect(() => {
    if (sdk) return undefined;
    let active = true;
    loadTelegramSdk().then(
      (loaded) => active && setSdk(loaded),
      // Without the SDK the mini-app still works, only without Telegram's back button and full screen.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [sdk]);
  return sdk;
}
