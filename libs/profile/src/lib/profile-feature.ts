/// <reference types="vite/client" />
import { defineCatalogue } from '@casino/i18n';
import type { Feature } from '@casino/ui-kit';
import { betsRedirect } from './bets/bets-rule';
import { LazyResponsibleGameEffects } from './responsible-game/lazy-responsible-game-effects';

/** The player's profile: settings, security, verification, responsible gaming, bets, bonuses, cashback, loyalty, notifications, contact confirmation and unsubscribe. */
export const profileFeature: Feature = {
  name: 'profile',
  pages: {
    'profile.index': () => import('./overview/profile-home-page').then((m) => m.ProfileHomePage),
    'profile.settings': () => import('./settings/settings-page').then((m) => m.SettingsPage),
    'profile.security': () => import('./security/security-page').then((m) => m.SecurityPage),
    'profile.verification': () => import('./verification/verification-page').then((m) => m.VerificationPage),
    'profile.responsible-game': () => import('./responsible-game/responsible-game-page').then((m) => m.ResponsibleGamePage),
    'profile.bets': () => import('./bets/bets-history-page').then((m) => m.BetsHistoryPage),
    'profile.bets.history': () => import('./bets/bets-history-page').then((m) => m.BetsHistoryPage),
    'profile.bets.exports': () => import('./bets/bets-exports-page').then((m) => m.BetsExportsPage),
    'profile.loyalty': () => import('./loyalty/profile-loyalty-page').then((m) => m.ProfileLoyaltyPage),
    'profile.bonuses': () => import('./bonuses/bonuses-page').then((m) => m.BonusesPage),
    'profile.cashback': () => import('./cashback/cashback-page').then((m) => m.CashbackPage),
    'profile.notification': () => import('./notification/notification-page').then((m) => m.NotificationPage),
    'confirmation.index': () => import('./confirmation/confirmation-page').then((m) => m.ConfirmationPage),
    'confirmation.success': () => import('./confirmation/confirmation-success-page').then((m) => m.ConfirmationSuccessPage),
    'unsubscribe.index': () => import('./unsubscribe/unsubscribe-page').then((m) => m.UnsubscribePage),
  },
  dialogs: () => import('./profile-dialogs').then((module) => module.profileDialogs),
  messages: defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' })),
  effects: [{ Effect: LazyResponsibleGameEffects }],
  guardRules: [{ name: 'bets', guard: betsRedirect }],
};
