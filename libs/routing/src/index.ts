// Public API of @casino/routing. Export only what other projects may use.

// Locales and locations
export {
  DEFAULT_ROUTING_LOCALE,
  ROUTING_LOCALES,
  isRoutingLocale,
  localePrefix,
  localizePath,
  splitLocale,
  type LocalizedPathname,
  type RoutingLocale,
} from './lib/locales';
export { formatLocation, isAbsoluteUrl, parseLocation, type RouteLocation } from './lib/location';
export { resolveRedirect, sitePath, type RedirectPolicy, type RedirectTarget } from './lib/redirect-target';
export { buildQuery, readQuery, withoutQueryKeys, type QueryInput, type QueryValue } from './lib/query';
export type { PathParams } from './lib/path-pattern';

// Route table, path builder, matching
export {
  ROUTE_ALIASES,
  ROUTE_TABLE,
  getRoute,
  isRouteName,
  type PrimaryRouteName,
  type RouteAlias,
  type RouteDefinition,
  type RouteLayout,
  type RouteName,
  type RoutePathOf,
} from './lib/route-table';
export { PRIVATE_AREAS } from './lib/private-areas';
export { LOCALIZED_ROUTES, type LocalizedRoute } from './lib/localized-routes';
export { buildPath, type BuildPathOptions, type RouteParams } from './lib/build-path';
export { matchRoute, type RouteMatch } from './lib/match-route';
export { DEFAULT_GAME_MODE, buildGamePlayUrl, type GameMode, type GamePlayTarget } from './lib/game-url';
export { OAUTH_POPUP_SIZE, buildOAuthInitUrl, type OAuthInitOptions } from './lib/oauth-url';
export { SEO_URL_PATTERNS, seoLookupFor, type SeoLookup, type SeoPage } from './lib/seo-urls';

// Guards (SPEC.md 2.4, in order) and their runner
export {
  CONTINUE,
  type ContinueDecision,
  type CustomRedirect,
  type DialogRequest,
  type ExternalDecision,
  type Guard,
  type GuardDecision,
  type LoadUserDecision,
  type LookupServerRedirectDecision,
  type NavigationContext,
  type OpenDialogDecision,
  type RedirectDecision,
  type ServerRedirectLookup,
} from './lib/guards/navigation-context';
export { localeRedirect } from './lib/guards/locale-redirect';
export { customRedirects } from './lib/guards/custom-redirects';
export {
  AUTH_POPUP_QUERY,
  SHOW_POPUP_REG_STORAGE_KEY,
  authPopup,
  withoutAuthPopupKeys,
} from './lib/guards/auth-popup';
export { userInfo } from './lib/guards/user-info';
export { serverRedirect } from './lib/guards/server-redirect';
export { GUARDS, runGuards, type GuardsResult } from './lib/guards/run-guards';

// Further rules of 2.4
export { REDIRECT_URL_QUERY, privateArea } from './lib/rules/private-area';
export { cashierBilling } from './lib/rules/cashier-billing';
export { betsRedirect } from './lib/rules/bets-redirect';
export { GAMEHALL_CATEGORY_QUERY, gamehallCategory } from './lib/rules/gamehall-category';
export { REAL_PLAY_HASH, gameRealHash } from './lib/rules/game-real-hash';
export { POPUP_PREVIEW_HASH, POPUP_PREVIEW_QUERY, popupPreview } from './lib/rules/popup-preview';
export { BACK_URL_QUERY, backUrl } from './lib/rules/back-url';
export { profileFillConfirmPath, type ProfileFillConfirmOptions } from './lib/rules/profile-fill-confirm';
export { suppressesPromoCodePopup } from './lib/rules/promo-code-popup';
export {
  HISTORY_TABS,
  HISTORY_TAB_QUERY,
  historyTabFrom,
  historyTabPath,
  type HistoryTab,
} from './lib/rules/history-tab';
export { REGISTER_SUCCESS_QUERY, isRegisterSuccess, withoutRegisterSuccess } from './lib/rules/register-success';
export { afterLogoutPath } from './lib/rules/logout';
export { chunkLoadErrorDecision, isChunkLoadError, type ReloadDecision } from './lib/rules/chunk-load-error';

// Not found, error pages (2.2, 8) and scrolling (2.3)
export { pageValidationError, routeNotFoundError, type RouteError } from './lib/errors/not-found';
export { errorPageFor, type ErrorPage, type ErrorPageChoice } from './lib/errors/error-page';
export {
  HASH_SCROLL_RETRIES,
  HASH_SCROLL_RETRY_DELAY_MS,
  scrollToHash,
  type ScrollToHashOptions,
} from './lib/scroll/scroll-to-hash';
export { scrollActionFor, type ScrollAction } from './lib/scroll/scroll-action';
