/// <reference types="vite/client" />
import { defineCatalogue } from '@casino/i18n';
import { pageDataOnDemand } from '@casino/routing';
import type { Feature } from '@casino/ui-kit';
import { gameRealHash, REAL_PLAY_HASH } from './game/real-hash-rule';
import { gamehallCategory } from './hall/category-rule';

/** The home page, the game hall, games, providers, winners, jackpots and tournaments, with the games search. */
export const gamehallFeature: Feature = {
  name: 'gamehall',
  pages: {
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
  },
  pageData: pageDataOnDemand(
    ['index', 'gamehall.index', 'gamehall.category', 'jackpots.item', 'tournaments.item', 'tournaments.item.gamehall', 'game-sysname'],
    () => import('./gamehall-page-data').then((m) => m.gamehallPageData),
  ),
  dialogs: () => import('./gamehall-dialogs').then((module) => module.gamehallDialogs),
  messages: defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' })),
  guardRules: [
    { name: 'gamehall-category', guard: gamehallCategory },
    { name: 'game-real-hash', guard: gameRealHash, commandHash: REAL_PLAY_HASH },
  ],
};
