/**
 * Telegram's direct link to the mini-app (`https://t.me/<bot username>/<app short name>`, as BotFather's /newapp
 * gives it), set by the operator at build time in `VITE_TELEGRAM_MINI_APP_LINK`. Anything else is no link: sharing
 * then falls back to the web address.
 */
const DIRECT_LINK = /^https:\/\/t\.me\/[A-Za-z][A-Za-z0-9_]{3,31}\/[A-Za-z0-9_]{3,64}$/;

/** What Telegram passes on as the start parameter (`startapp`, then `tgWebAppStartParam` and init data's `start_param`). */
const START_PARAM = /^[\w-]{1,512}$/;

const GAME_PREFIX = 'game-';

/** The operator's direct link to the mini-app, or undefined when none (or no valid one) is configured. */
export function miniAppLinkOf(setting: string | undefined): string | undefined {
  const link = setting?.trim().replace(/\/$/, '');
  return link && DIRECT_LINK.test(link) ? link : undefined;
}

/** The build's direct link to the mini-app (`VITE_TELEGRAM_MINI_APP_LINK`), or undefined. */
export const MINI_APP_LINK = miniAppLinkOf(import.meta.env['VITE_TELEGRAM_MINI_APP_LINK'] as string | undefined);

/**
 * The link a player shares for a game: Telegram's direct link to the mini-app with the game as its start parameter
 * (`?startapp=game-<sysname>`), which opens the game inside Telegram for whoever taps it; without a configured
 * link (or for a sysname a start parameter cannot carry), the game's web address.
 */
export function gameShareLink(sysname: string, webAddress: string, miniAppLink: string | undefined): string {
  const startParam = `${GAME_PREFIX}${sysname}`;
  if (!miniAppLink || !START_PARAM.test(startParam)) return webAddress;
  return `${miniAppLink}?startapp=${startParam}`;
}

/**
 * The start parameter Telegram launched the mini-app with: `tgWebAppStartParam` of the launch parameters, which
 * Telegram puts in the URL's query (its web client) or beside the others in the hash (the emulator's launch route).
 */
export function startParamOf(search: string, hash: string): string | undefined {
  const value = new URLSearchParams(search).get('tgWebAppStartParam') ?? new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppStartParam');
  return value && START_PARAM.test(value) ? value : undefined;
}

/** The page a start parameter asks for (`game-<sysname>`: that game's page), or undefined. */
export function pathOfStartParam(startParam: string | undefined): string | undefined {
  if (!startParam?.startsWith(GAME_PREFIX) || startParam.length === GAME_PREFIX.length) return undefined;
  return `/game/${startParam.slice(GAME_PREFIX.length)}`;
}

/**
 * A mini-app opened from a shared link lands on what was shared: Telegram opens the mini-app's own address (its
 * root) with the start parameter, and before the router starts the address becomes that page's (the launch
 * parameters kept, for the SDK). Any other address is where the player already is (a reload), and is kept.
 */
export function openStartPage(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location, history: Pick<History, 'replaceState'> = window.history): void {
  if (location.pathname !== '/' && location.pathname !== '') return;
  const path = pathOfStartParam(startParamOf(location.search, location.hash));
  if (path) history.replaceState(null, '', `${path}${location.search}${location.hash}`);
}
