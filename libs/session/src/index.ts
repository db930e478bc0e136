// Public API of @casino/session: the site's store, and the player's session. Export only what other projects use.

// The store (one factory for the site, a server render, specs and stories) and its typed hooks
export { signOutThen } from './lib/idle-logout/sign-out-then';
export { createStore, useAppDispatch, useAppSelector, type AppDispatch, type AppStore, type RootState, type StoreOptions } from './lib/store/create-store';

// Who is there
export { useIsAuthenticated } from './lib/session-state/use-is-authenticated';
export { selectIdleWarning } from './lib/session-state/session-slice';
export { onSessionChange, type SessionChange } from './lib/session-events/session-events';

// What the frame mounts: idle logout, post-login popups, balance refresh; the hints in the layouts
export { LazySessionEffects as SessionEffects } from './lib/session-effects/lazy-session-effects';
export { SessionHints } from './lib/hints/session-hints';
// The session clock of responsible gaming: the headers show it; the reality check counts from it
export { SessionClock } from './lib/session-clock/session-clock';
export { useSessionSeconds } from './lib/session-clock/use-session-seconds';
export { sessionMessages } from './session-messages';

// Locale change, confirmation hint, balance refresh: for the features that offer them
export { useChangeLocale } from './lib/locale-change/use-change-locale';
export { markConfirmationSent } from './lib/hints/confirmation-sent-flag';
export { BalanceRefreshButton } from './lib/balance-refresh/balance-refresh-button';
