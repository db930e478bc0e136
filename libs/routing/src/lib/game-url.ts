import { GAME_FRAME_BASE } from './embedded-frames';

/** The modes a game is launched in; 'play' is the default (SPEC.md 2.1). */
export type GameMode = 'play' | 'demo' | (string & {});

export const DEFAULT_GAME_MODE: GameMode = 'play';

export type GamePlayTarget = { sysname: string } | { custom: string };

/**
 * The game play URL: {GAME_FRAME_BASE}/{sysname}/{mode} or {GAME_FRAME_BASE}/custom/{custom}/{mode} (by default
 * /platform/game/...). Served by the platform (not a page of the app), so it carries no locale prefix.
 */
export function buildGamePlayUrl(target: GamePlayTarget, mode: GameMode = DEFAULT_GAME_MODE): string {
  const game = 'custom' in target ? `custom/${encodeURIComponent(target.custom)}` : encodeURIComponent(target.sysname);
  return `${GAME_FRAME_BASE}/${game}/${encodeURIComponent(mode)}`;
}
