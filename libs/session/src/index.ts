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
// The hints and the session clock of responsible gaming (the headers show it) load for a signed-in player only; a
// server-rendered page of a player loads them before it hydrates (loadSignedInParts). The reality check counts from the clock.
export { loadSignedInParts, SessionClock, SessionHints } from './lib/signed-in-parts/signed-in-parts';
export { useSessionSeconds } from './lib/session-clock/use-session-seconds';
export { sessionMessages } from './session-messages';

// Locale change, confirmation hint, balance refresh: for the features that offer them
export { useChangeLocale } from './lib/locale-change/use-change-locale';
export { markConfirmationSent } from './lib/hints/confirmation-sent-flag';
export { BalanceRefreshButton } from './lib/balance-refresh/balance-refresh-button';
