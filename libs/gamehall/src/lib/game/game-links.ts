import { buildPath, type GameMode, type RoutingLocale } from '@casino/routing';
import { GAME_MODE_QUERY } from './game-modes';

/** The game page in a mode: play has no query (the default), demo is `?mode=demo`. */
export const gameModePath = (locale: RoutingLocale, sysname: string, mode: GameMode) =>
  buildPath('game-sysname', { locale, params: { sysname }, query: mode === 'demo' ? { [GAME_MODE_QUERY]: 'demo' } : undefined });
