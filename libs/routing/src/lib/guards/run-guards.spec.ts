import { parseLocation } from '../location';
import { navigationTo } from './navigation-context.fixture';
import type { Guard, NavigationContext } from './navigation-context';
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
    ['a player on /bets', '/pl/bets', true, '/pl/profile/bets/history'],
    ['a player on /cashier/billing from outside the deposit', '/pl/cashier/billing', true, '/pl/cashier/deposit'],
    ['a visitor on a gamehall category query', '/gamehall?category=slots', false, '/gamehall/slots'],
  ])('applies the further rules after the guards: %s', (_, url, isAuthenticated, expected) => {
    expect(runGuards(navigationTo(url, { isAuthenticated }))).toEqual({ type: 'redirect', to: expected, replace: true });
  });

  it('sends a visitor on /bets to the index, remembering /bets', () => {
    expect(runGuards(navigationTo('/pl/bets'))).toEqual({ type: 'redirect', to: '/pl?redirectUrl=%2Fpl%2Fbets', replace: true });
  });

  it('lets a player reach billing from the deposit page', () => {
    const context = navigationTo('/pl/cashier/billing', { isAuthenticated: true, from: parseLocation('/pl/cashier/deposit') });
    expect(runGuards(context)).toEqual({ type: 'continue', dialogs: [] });
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

  it.each([
    ['a visitor on a game page with #real', '/ar/game/starburst#real', { id: 'auth', mode: 'register', preventClose: false }],
    ['a campaign popup preview', '/pl?popup=7#popup-preview', { id: 'campaign', preview: true, popup: '7' }],
  ])('shows the page and opens the dialog for %s', (_, url, dialog) => {
    const result = runGuards(navigationTo(url));
    expect(result).toMatchObject({ type: 'continue', dialogs: [{ type: 'open-dialog', dialog }] });
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
