// Public API of @casino/session. Export only what other projects may use.

// The store's typed dispatch (thunks included)
export { useAppDispatch, type AppDispatch } from './lib/store/use-app-dispatch';

// Overlays: dialogs and toasts
export * from './lib/overlays/overlays-slice';

// Session state (mount `sessionSlice` and `sessionMiddleware` in the store)
export {
  POST_LOGIN_POPUP_KINDS,
  sessionSlice,
  idleCountdownChanged,
  idleWarningCleared,
  postLoginPopupsQueued,
  postLoginKindResolved,
  postLoginDialogShown,
  accountLocaleChangeRequested,
  accountLocaleChangeHandled,
  newerBuildDetected,
  selectIdleWarning,
  selectPostLoginQueue,
  selectPendingAccountLocale,
  selectLatestBuildId,
  selectUpdateAvailable,
  type PostLoginDialog,
  type PostLoginPopupKind,
  type PostLoginQueueEntry,
  type SessionState,
} from './lib/session-state/session-slice';
export { selectAccountInfo, selectIsAuthenticated, selectUid } from './lib/session-state/select-is-authenticated';
export { useIsAuthenticated } from './lib/session-state/use-is-authenticated';
export { createSessionMiddleware, sessionMiddleware, PROMO_CODE_NOT_FOUND, type SessionMiddlewareOptions } from './lib/session-events/session-middleware';
export {
  createSessionEvents,
  onSessionChange,
  type SessionChange,
  type SessionChangeListener,
  type SessionEvents,
} from './lib/session-events/session-events';

// Everything the shell mounts once inside its router
export { LazySessionEffects as SessionEffects } from './lib/session-effects/lazy-session-effects';
export type { SessionEffectsProps } from './lib/session-effects/session-effects';

// Idle logout
export { IDLE_WARNING_SHARE, idlePhaseAt, startIdleTimer, type IdlePhase, type IdleTimer, type IdleTimerOptions } from './lib/idle-logout/idle-timer';
export { INTERACTIVITY_WARNING_DIALOG, IdleLogoutEffect, type IdleLogoutEffectProps } from './lib/idle-logout/idle-logout-effect';
export { PLAYER_ACTIVITY_EVENTS, subscribeToPlayerActivity } from './lib/activity/player-activity';

// Balance refresh
export {
  DEFAULT_BALANCE_REFRESH_SETTINGS,
  resolveBalanceRefreshSettings,
  type BalanceRefreshSettings,
} from './lib/balance-refresh/balance-refresh-settings';
export { startBalanceRefresher, type BalanceRefresher, type BalanceRefresherOptions } from './lib/balance-refresh/balance-refresher';
export { useBalanceRefresh, type BalanceRefresh } from './lib/balance-refresh/use-balance-refresh';

// Post-login popups
export { campaignDialogs, unseenCashbackDialogs } from './lib/post-login/post-login-dialogs';
export { PostLoginPopupsEffect } from './lib/post-login/post-login-popups-effect';

// Analytics
export { toUtc3Timestamp } from './lib/analytics/utc3-timestamp';
export {
  anonymiseEvent,
  identifyEvent,
  loginErrorEvent,
  logoutErrorEvent,
  promoCodeNotFoundEvent,
  type AnalyticsEvent,
  type AnalyticsEventName,
} from './lib/analytics/analytics-events';
export { pushToDataLayer, type DataLayerHost } from './lib/analytics/data-layer';

// Hints
export { REGISTRATION_HINT_WINDOW_MS, hintWindowEnd, isRegistrationHintVisible, type RegistrationHintInput } from './lib/hints/registration-hint';
export { CONFIRM_HINT_WINDOW_MS, isConfirmHintVisible, loginContactOf, type ConfirmHintInput } from './lib/hints/confirm-hint';
export {
  CONFIRMATION_SENT_STORAGE_KEY,
  isConfirmationSent,
  markConfirmationSent,
  subscribeToConfirmationSent,
} from './lib/hints/confirmation-sent-flag';
export { useRegistrationHint } from './lib/hints/use-registration-hint';
export { useConfirmHint, type ConfirmHint } from './lib/hints/use-confirm-hint';

// Locale change
export { useChangeLocale } from './lib/locale-change/use-change-locale';

// Build update
export {
  BUILD_POLL_INTERVAL_MS,
  LATEST_BUILD_URL,
  fetchLatestBuildId,
  isNewerBuild,
  startBuildPoller,
  type BuildPollerOptions,
  type FetchLike,
} from './lib/build-update/latest-build';
export { RUNNING_BUILD_ID } from './lib/build-update/running-build-id';
export { BuildUpdateEffect, type BuildUpdateEffectProps } from './lib/build-update/build-update-effect';
export { useBuildUpdate, type BuildUpdate } from './lib/build-update/use-build-update';

// The /hit image
export { HIT_DELAY_MS, HIT_PATH, buildHitUrl, type HitParams } from './lib/hit/hit-url';
export { TRACK_ID_STORAGE_KEY, readTrackId } from './lib/hit/track-id';
export { HitEffect, type HitEffectProps } from './lib/hit/hit-effect';

// Helpers
export { waitFor, type WaitForOptions } from './lib/wait-for/wait-for';
