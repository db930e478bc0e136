import { buildPath, type GameMode } from '@casino/routing';
import type { Locale } from '@casino/platform-contract';
import { GAME_MODE_QUERY } from './game-modes';

/** The game page in a mode: play has no query (the default), demo is `?mode=demo`. */
export const gameModePath = (locale: Locale, sysname: string, mode: GameMode) =>
  buildPath('game-sysname', { locale, params: { sysname }, query: mode === 'demo' ? { [GAME_MODE_QUERY]: 'demo' } : undefined });
