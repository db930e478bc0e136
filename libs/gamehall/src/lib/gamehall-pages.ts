import type { PageMap } from '@casino/routing';

/** The game hall's pages by route name of @casino/routing (the shell builds the routes, layouts and guards). */
export const gamehallPages = {
  index: () => import('./home/home-page').then((m) => m.HomePage),
  'gamehall.index': () => import('./hall/gamehall-page').then((m) => m.GamehallPage),
  'gamehall.category': () => import('./hall/gamehall-page').then((m) => m.GamehallPage),
  'game-sysname': () => import('./game/game-page').then((m) => m.GamePage),
  'providers.index': () => import('./providers/providers-page').then((m) => m.ProvidersPage),
  'winners.index': () => import('./winners/winners-page').then((m) => m.WinnersPage),
  'jackpots.index': () => import('./jackpots/jackpots-page').then((m) => m.JackpotsPage),
  'jackpots.item': () => import('./jackpots/jackpot-page').then((m) => m.JackpotPage),
  'tournaments.index': () => import('./tournaments/tournaments-page').then((m) => m.TournamentsPage),
  'tournaments.item': () => import('./tournaments/tournament-page').then((m) => m.TournamentPage),
  'tournaments.item.gamehall': () => import('./hall/tournament-gamehall-page').then((m) => m.TournamentGamehallPage),
} satisfies PageMap;
