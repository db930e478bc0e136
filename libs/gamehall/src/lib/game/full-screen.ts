/** The full-screen visibility option of SPEC.md 2.7: a game's own and the site's (CMS games-config). */
export type FullScreenVisibility = 'all' | 'telegram' | 'product' | 'none';

const allows = (option: FullScreenVisibility, inTelegram: boolean) =>
  option === 'all' || (option === 'telegram' && inTelegram) || (option === 'product' && !inTelegram);

/**
 * Whether the game page offers full screen: both the game's option and the site's must allow it where
 * the site runs ('product' is the web site, 'telegram' the mini-app).
 */
export function canGoFullScreen(game: FullScreenVisibility, site: FullScreenVisibility | undefined, inTelegram: boolean): boolean {
  return allows(game, inTelegram) && allows(site ?? 'all', inTelegram);
}

type TelegramWindow = Window & { Telegram?: { WebApp?: unknown; WebView?: unknown } };

/**
 * True inside the Telegram mini-app: Telegram's script puts `Telegram.WebApp` on the window, the mini-app's SDK
 * (@tma.js) the bridge `Telegram.WebView` that Telegram's events arrive through.
 */
export function isInTelegram(): boolean {
  if (typeof window === 'undefined') return false;
  const telegram = (window as TelegramWindow).Telegram;
  return telegram?.WebApp !== undefined || telegram?.WebView !== undefined;
}
