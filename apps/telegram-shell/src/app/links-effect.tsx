import { useEffect } from 'react';
import { routeLinksThroughTelegram } from './telegram-links';
import { useTelegramSdk } from './use-telegram-sdk';

/** Other sites' pages open with Telegram's `openLink`, t.me links with `openTelegramLink` (telegram-links.ts). */
export function LinksEffect() {
  const sdk = useTelegramSdk();
  useEffect(() => {
    if (!sdk) return undefined;
    return routeLinksThroughTelegram({
      openLink: (url) => void sdk.openLink.ifAvailable(url),
      openTelegramLink: (url) => void sdk.openTelegramLink.ifAvailable(url),
    });
  }, [sdk]);
  return null;
}
