// Public API of @casino/routing. Export only what other projects may use.

// Locales and locations
// The locale list and type are the platform contract's (LOCALES, Locale); this is the one parser of a URL's locale.
export { localePrefix, localizePath, pathInLocale, splitLocale, type LocalizedPathname } from './lib/locales';
export { formatLocation, isAbsoluteUrl, parseLocation, type RouteLocation } from './lib/location';
export { resolveRedirect, sitePath, type RedirectPolicy, type RedirectTarget } from './lib/redirect-target';
export { buildQuery, readQuery, withoutQueryKeys, type QueryInput, type QueryValue } from './lib/query';
export type { PathParams } from './lib/path-pattern';
export { pageDataOnDemand, type LazyPage, type PageData, type PageDataMap, type PageDataRequest, type PageMap } from './lib/pages';

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
export { buildPath, type BuildPathOptions, type PathOptions, type PathOptionsArgument, type RouteParams, type StaticRouteName } from './lib/build-path';
export { useLocalizedPath, type LocalizedPath } from './lib/use-localized-path';
export { matchRoute, type RouteMatch } from './lib/match-route';
export { DEFAULT_GAME_MODE, buildGamePlayUrl, type GameMode, type GamePlayTarget } from './lib/game-url';
export { GAME_FRAME_BASE, SPORTSBOOK_URL, frameOrigin } from './lib/embedded-frames';
export { OAUTH_POPUP_SIZE, buildOAuthInitUrl, type OAuthInitOptions } from './lib/oauth-url';
export { seoLookupFor, type SeoLookup } from './lib/seo-urls';

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
export { GUARD_RULE_ORDER, orderGuardRules, type GuardRule, type GuardRuleName } from './lib/guards/guard-rules';
export { navigationTo } from './lib/guards/navigation-context.fixture';

// The further rules of 2.4 that are no feature's (the features' come with their manifests)
export { REDIRECT_URL_QUERY, privateArea } from './lib/rules/private-area';
export { BACK_URL_QUERY, backUrl } from './lib/rules/back-url';
export { chunkLoadErrorDecision, isChunkLoadError, type ReloadDecision } from './lib/rules/chunk-load-error';

// Not found (2.2) and scrolling (2.3)
export { pageValidationError, routeNotFoundError, type RouteError } from './lib/errors/not-found';
export {
  HASH_SCROLL_RETRIES,
  HASH_SCROLL_RETRY_DELAY_MS,
  scrollToHash,
  type ScrollToHashOptions,
} from './lib/scroll/scroll-to-hash';
export { scrollActionFor, type ScrollAction } from './lib/scroll/scroll-action';
export { ResponseStatus, ResponseStatusContext, type ResponseStatusProps, type ResponseStatusRecorder } from './lib/response-status';
export { PageHead, PageHeadContext, type PageHeadData, type PageHeadRecorder } from './lib/page-head';
