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

type TelegramWindow = Window & { Telegram?: { WebApp?: unknown } };

/** True inside the Telegram mini-app, whose SDK puts `Telegram.WebApp` on the window. */
export function isInTelegram(): boolean {
  return typeof window !== 'undefined' && (window as TelegramWindow).Telegram?.WebApp !== undefined;
}
