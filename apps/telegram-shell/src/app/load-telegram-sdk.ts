/** The Telegram SDK module, once loaded and started. */
export type TelegramSdk = typeof import('./telegram-sdk');

let loading: Promise<TelegramSdk> | undefined;
let loaded: TelegramSdk | undefined;

/**
 * Loads the Telegram SDK and starts it, once. It is a chunk of its own, fetched beside the start-up instead of
 * inside the entry: it is some 13 kB (gzip) that no first render needs, and Telegram keeps its own loading screen
 * up until the SDK says the mini-app is ready.
 */
export function loadTelegramSdk(): Promise<TelegramSdk> {
  loading ??= import('./telegram-sdk').then((sdk) => {
    sdk.startTelegramSdk();
    loaded = sdk;
    return sdk;
  });
  return loading;
}

/** The started SDK, or undefined while it loads (or when it could not be loaded). */
export function loadedTelegramSdk(): TelegramSdk | undefined {
  return loaded;
}
