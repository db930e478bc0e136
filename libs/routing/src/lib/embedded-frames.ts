/// <reference types="vite/client" />

/**
 * Where the site's embedded partner pages live: an operator setting, read at build time. The defaults are the
 * platform's pages on the site's own origin (the web server proxies /platform); an operator whose sportsbook or game
 * aggregator serves its own pages sets
 *   VITE_SPORTSBOOK_URL=https://sportsbook.example.com/embed
 *   VITE_GAME_FRAME_BASE=https://games.example.com/launch
 * and adds those origins to the web server's CSP_ALLOWED_ORIGINS. The frame contract (@casino/platform-contract,
 * frame-messages) is read from these origins only.
 */
const setting = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim().replace(/\/$/, '') : fallback);

/** The sportsbook page the betting page embeds (its query gets the locale). */
export const SPORTSBOOK_URL = setting(import.meta.env['VITE_SPORTSBOOK_URL'], '/platform/betting');

/** The base of game play URLs: `{base}/{sysname}/{mode}` and `{base}/custom/{custom}/{mode}`. */
export const GAME_FRAME_BASE = setting(import.meta.env['VITE_GAME_FRAME_BASE'], '/platform/game');

/** The origin a frame at `url` (absolute, or a path on the site) posts from: the only one whose messages the site reads. */
export function frameOrigin(url: string): string {
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  try {
    return new URL(url, base).origin;
  } catch {
    return base;
  }
}
