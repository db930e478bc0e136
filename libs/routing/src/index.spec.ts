import * as api from './index';
import { buildPath, matchRoute, runGuards, type NavigationContext } from './index';

describe('@casino/routing public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual([
      'AUTH_POPUP_QUERY',
      'BACK_URL_QUERY',
      'CONTINUE',
      'DEFAULT_GAME_MODE',
      'GAME_FRAME_BASE',
      'GUARDS',
      'GUARD_RULE_ORDER',
      'HASH_SCROLL_RETRIES',
      'HASH_SCROLL_RETRY_DELAY_MS',
      'LOCALIZED_ROUTES',
      'OAUTH_POPUP_SIZE',
      'PRIVATE_AREAS',
      'PageHead',
      'PageHeadContext',
      'REDIRECT_URL_QUERY',
      'ROUTE_ALIASES',
      'ROUTE_TABLE',
      'ResponseStatus',
      'ResponseStatusContext',
      'SHOW_POPUP_REG_STORAGE_KEY',
      'SPORTSBOOK_URL',
      'authPopup',
      'backUrl',
      'buildGamePlayUrl',
      'buildOAuthInitUrl',
      'buildPath',
      'buildQuery',
      'chunkLoadErrorDecision',
      'customRedirects',
      'formatLocation',
      'frameOrigin',
      'getRoute',
      'isAbsoluteUrl',
      'isChunkLoadError',
      'isRouteName',
      'localePrefix',
      'localeRedirect',
      'localizePath',
      'matchRoute',
      'navigationTo',
      'orderGuardRules',
    'pageDataOnDemand',
      'pageValidationError',
      'parseLocation',
      'pathInLocale',
      'privateArea',
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
      'useLocalizedPath',
      'userInfo',
      'withoutAuthPopupKeys',
      'withoutQueryKeys',
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
