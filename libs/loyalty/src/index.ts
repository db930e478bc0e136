// Public API of @casino/loyalty. Export only what other projects may use.

// Pages by route name, dialogs by dialog id and the message catalogue, which each shell plugs in
export { loyaltyPages } from './lib/loyalty-pages';
export { loyaltyDialogs } from './lib/loyalty-dialogs';
export { loyaltyMessages } from './lib/loyalty-messages';

// Mounted once by the shell for signed-in players: loyalty notifications as cards (SPEC.md 9)
export { LazyLoyaltyNotificationsEffect as LoyaltyNotificationsEffect } from './lib/notifications/lazy-loyalty-notifications-effect';
