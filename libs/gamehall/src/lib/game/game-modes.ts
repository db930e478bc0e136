import type { GameMode } from '@casino/routing';

/** The game page's query key for the mode: `/game/{sysname}?mode=demo`; without it the mode is play (SPEC.md 2.1). */
export const GAME_MODE_QUERY = 'mode';

/** Demo only where the game has one; everything else plays for real. */
export function gameModeOf(search: string, hasDemo: boolean): GameMode {
  return hasDemo && new URLSearchParams(search).get(GAME_MODE_QUERY) === 'demo' ? 'demo' : 'play';
}
