import { navigationTo } from './navigation-context.fixture';
import type { Guard, NavigationContext } from './navigation-context';
import { GUARD_RULE_ORDER, orderGuardRules, type GuardRule, type GuardRuleName } from './guard-rules';
import { runGuards } from './run-guards';

describe('runGuards', () => {
  it('applies the guards in the spec order: locale, custom redirects, popup, user, server lookup', () => {
    const pairs = [{ from_url: '/old', to_url: '/offers' }];
    const entry: Partial<NavigationContext> = { from: null, userLoaded: false, serverRedirect: undefined };

    // 1. The locale redirect comes before everything else.
    expect(runGuards(navigationTo('/en/old?show_popup_reg=1', { ...entry, customRedirects: pairs }))).toEqual({
      type: 'redirect',
      to: '/old?show_popup_reg=1',
      replace: true,
    });
    // 2. Then the custom redirects, keeping the query.
    expect(runGuards(navigationTo('/pl/old?show_popup_reg=1', { ...entry, customRedirects: pairs }))).toEqual({
      type: 'redirect',
      to: '/pl/offers?show_popup_reg=1',
      replace: true,
    });
    // 3 and 4. The popup is collected, but nothing is shown before the user info is loaded.
    expect(runGuards(navigationTo('/pl/offers?show_popup_reg=1', entry))).toEqual({ type: 'load-user' });
    // 5. Then the server redirect lookup.
    expect(runGuards(navigationTo('/pl/offers?show_popup_reg=1', { ...entry, userLoaded: true }))).toEqual({
      type: 'lookup-server-redirect',
      path: '/pl/offers',
    });
    // All done: the page is shown with the popup over it.
    expect(runGuards(navigationTo('/pl/offers?show_popup_reg=1', { from: null }))).toEqual({
      type: 'continue',
      dialogs: [
        {
          type: 'open-dialog',
          dialog: { id: 'auth', mode: 'register', preventClose: false },
          onClose: { type: 'redirect', to: '/pl/offers', replace: true },
          remember: { key: 'show_popup_reg', value: '1' },
        },
      ],
    });
  });

  it.each([
    ['an absolute server redirect with a full page load', '/pl/old', 'https://casino.example/pl/new', { type: 'external', url: 'https://casino.example/pl/new' }],
    ['an in-app server redirect', '/pl/old', '/offers', { type: 'redirect', to: '/pl/offers', replace: true }],
  ])('follows %s', (_, url, target, expected) => {
    expect(runGuards(navigationTo(url, { serverRedirect: { path: url, target } }))).toEqual(expected);
  });

  it.each([
    ['a visitor in a private area', '/pt-BR/cashier/history?tab=bonuses', false, '/pt-BR?redirectUrl=%2Fpt-BR%2Fcashier%2Fhistory%3Ftab%3Dbonuses'],
  ])('applies the further rules after the guards: %s', (_, url, isAuthenticated, expected) => {
    expect(runGuards(navigationTo(url, { isAuthenticated }))).toEqual({ type: 'redirect', to: expected, replace: true });
  });

  it('sends a visitor on /bets to the index, remembering /bets', () => {
    expect(runGuards(navigationTo('/pl/bets'))).toEqual({ type: 'redirect', to: '/pl?redirectUrl=%2Fpl%2Fbets', replace: true });
  });

  it('follows an allowed backUrl and ignores another', () => {
    const allowedExternalHosts = ['partner.example.com'];
    expect(runGuards(navigationTo('/?backUrl=https://partner.example.com/', { allowedExternalHosts }))).toEqual({
      type: 'external',
      url: 'https://partner.example.com/',
    });
    expect(runGuards(navigationTo('/?backUrl=https://evil.example.net/', { allowedExternalHosts }))).toEqual({
      type: 'continue',
      dialogs: [],
    });
  });

  it('drops collected dialogs when a later guard redirects', () => {
    const result = runGuards(navigationTo('/pl/profile?show_popup_auth=1'));
    expect(result).toEqual({ type: 'redirect', to: '/pl?redirectUrl=%2Fpl%2Fprofile%3Fshow_popup_auth%3D1', replace: true });
  });

  it('runs a custom guard list in the given order', () => {
    const calls: string[] = [];
    const guard =
      (name: string, decision: ReturnType<Guard>): Guard =>
      () => {
        calls.push(name);
        return decision;
      };
    const result = runGuards(navigationTo('/'), [
      guard('a', { type: 'continue' }),
      guard('b', { type: 'redirect', to: '/x', replace: false }),
      guard('c', { type: 'continue' }),
    ]);
    expect(calls).toEqual(['a', 'b']);
    expect(result).toEqual({ type: 'redirect', to: '/x', replace: false });
  });
});

describe('orderGuardRules', () => {
  const rule = (name: GuardRuleName): GuardRule => ({ name, guard: () => ({ type: 'redirect', to: `/${name}`, replace: true }) });
  const firstRedirect = (guards: readonly Guard[]) => runGuards(navigationTo('/', { isAuthenticated: true }), guards);

  it("puts the features' rules in the order of SPEC.md 2.4, whatever the order of the features", () => {
    const rules = [rule('popup-preview'), rule('game-real-hash'), rule('bets'), rule('cashier-billing'), rule('gamehall-category')];
    expect(orderGuardRules(rules).map((guard) => (guard(navigationTo('/')) as { to: string }).to)).toEqual(
      GUARD_RULE_ORDER.map((name) => `/${name}`),
    );
    expect(firstRedirect(orderGuardRules(rules))).toMatchObject({ to: '/cashier-billing' });
  });

  it('refuses a rule that two features give', () => {
    expect(() => orderGuardRules([rule('bets'), rule('bets')])).toThrow('The guard rule bets is given by two features');
  });
});
