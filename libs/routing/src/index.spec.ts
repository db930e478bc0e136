import * as api from './index';
import { buildPath, matchRoute, runGuards, type NavigationContext } from './index';

describe('@casino/routing public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual([
      'AUTH_POPUP_QUERY',
      'BACK_URL_QUERY',
      'CONTINUE',
      'DEFAULT_GAME_MODE',
      'DEFAULT_ROUTING_LOCALE',
      'GAMEHALL_CATEGORY_QUERY',
      'GUARDS',
      'HASH_SCROLL_RETRIES',
      'HASH_SCROLL_RETRY_DELAY_MS',
      'HISTORY_TABS',
      'HISTORY_TAB_QUERY',
      'LOCALIZED_ROUTES',
      'OAUTH_POPUP_SIZE',
      'POPUP_PREVIEW_HASH',
      'POPUP_PREVIEW_QUERY',
      'PRIVATE_AREAS',
      'REAL_PLAY_HASH',
      'REDIRECT_URL_QUERY',
      'REGISTER_SUCCESS_QUERY',
      'ROUTE_ALIASES',
      'ROUTE_TABLE',
      'ROUTING_LOCALES',
      'SEO_URL_PATTERNS',
      'SHOW_POPUP_REG_STORAGE_KEY',
      'afterLogoutPath',
      'authPopup',
      'backUrl',
      'betsRedirect',
      'buildGamePlayUrl',
      'buildOAuthInitUrl',
      'buildPath',
      'buildQuery',
      'cashierBilling',
      'chunkLoadErrorDecision',
      'customRedirects',
      'errorPageFor',
      'formatLocation',
      'gameRealHash',
      'gamehallCategory',
      'getRoute',
      'historyTabFrom',
      'historyTabPath',
      'isAbsoluteUrl',
      'isChunkLoadError',
      'isRegisterSuccess',
      'isRouteName',
      'isRoutingLocale',
      'localePrefix',
      'localeRedirect',
      'localizePath',
      'matchRoute',
      'pageValidationError',
      'parseLocation',
      'popupPreview',
      'privateArea',
      'profileFillConfirmPath',
      'readQuery',
      'resolveRedirect',
      'routeNotFoundError',
      'runGuards',
      'scrollActionFor',
      'scrollToHash',
      'seoLookupFor',
      'serverRedirect',
      'sitePath',
      'splitLocale',
      'suppressesPromoCodePopup',
      'userInfo',
      'withoutAuthPopupKeys',
      'withoutQueryKeys',
      'withoutRegisterSuccess',
    ]);
  });

  it.each(['en', 'pl'] as const)('takes a %s visitor from a deposit link to sign-in and back', (locale) => {
    // A feature builds the link; the router guards it; the index carries the way back.
    const deposit = buildPath('cashier-index-deposit-index-sysname', { locale, params: { sysname: 'visa' } });
    const context: NavigationContext = {
      to: api.parseLocation(deposit),
      from: api.parseLocation(buildPath('index', { locale })),
      isAuthenticated: false,
      userLoaded: true,
      serverRedirect: { path: deposit, target: null },
    };
    const decision = runGuards(context);
    expect(decision.type).toBe('redirect');
    const index = decision.type === 'redirect' ? api.parseLocation(decision.to) : null;
    expect(matchRoute(index?.pathname ?? '')).toMatchObject({ route: { name: 'index' }, locale });
    expect(api.readQuery(index?.search ?? '', 'redirectUrl')).toBe(deposit);
    expect(runGuards({ ...context, isAuthenticated: true })).toEqual({ type: 'continue', dialogs: [] });
  });
});
