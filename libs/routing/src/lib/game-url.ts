import { GAME_FRAME_BASE } from './embedded-frames';
import type { Locale } from '@casino/platform-contract';

/** The modes a game is launched in; 'play' is the default (SPEC.md 2.1). */
export type GameMode = 'play' | 'demo' | (string & {});

export const DEFAULT_GAME_MODE: GameMode = 'play';

export type GamePlayTarget = { sysname: string } | { custom: string };

/**
 * The game play URL: {GAME_FRAME_BASE}/{sysname}/{mode} or {GAME_FRAME_BASE}/custom/{custom}/{mode} (by default
 * /platform/game/...). Served by the platform (not a page of the app), so it carries no locale prefix; the player's
 * language goes to the game as `lang`, as game providers take it in their launch URLs, so the game speaks the page's language.
 */
export function buildGamePlayUrl(target: GamePlayTarget, mode: GameMode = DEFAULT_GAME_MODE, locale?: Locale): string {
  const game = 'custom' in target ? `custom/${encodeURIComponent(target.custom)}` : encodeURIComponent(target.sysname);
  return `${GAME_FRAME_BASE}/${game}/${encodeURIComponent(mode)}${locale ? `?lang=${encodeURIComponent(locale)}` : ''}`;
}
