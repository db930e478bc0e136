import type { PageMap } from '@casino/routing';

/** The profile's pages by route name of @casino/routing (all in the default layout), each its own chunk. */
export const profilePages = {
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
} satisfies PageMap;
