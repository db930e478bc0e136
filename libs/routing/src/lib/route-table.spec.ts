import { LOCALES } from '@casino/platform-contract';
import { LOCALIZED_ROUTES } from './localized-routes';
import { getRoute, isRouteName, ROUTE_TABLE } from './route-table';

const byName = (name: string) => ROUTE_TABLE.find((route) => route.name === name);

describe('route table (SPEC.md 2.1)', () => {
  it('lists every path of the spec exactly once', () => {
    expect(ROUTE_TABLE.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/:slug',
        '/betting',
        '/cashier',
        '/cashier/billing',
        '/cashier/deposit',
        '/cashier/deposit/:sysname',
        '/cashier/history',
        '/cashier/paycancel',
        '/cashier/payfail',
        '/cashier/payfail/:transaction',
        '/cashier/paymobile',
        '/cashier/paynewwindow',
        '/cashier/paypending',
        '/cashier/paypending/:transaction',
        '/cashier/paysuccess',
        '/cashier/paysuccess/:transaction',
        '/cashier/receipt',
        '/cashier/wallet',
        '/cashier/withdraw',
        '/confirmation',
        '/confirmation/success',
        '/forms/sign_in',
        '/forms/sign_up',
        '/game/:sysname',
        '/gamehall',
        '/gamehall/:id',
        '/jackpots',
        '/jackpots/:id',
        '/loyalty',
        '/loyalty/:sysname',
        '/loyalty/shop',
        '/offers',
        '/offers/:id',
        '/profile',
        '/profile/settings',
        '/profile/security',
        '/profile/verification',
        '/profile/responsible-game',
        '/profile/bets',
        '/profile/bets/exports',
        '/profile/bets/history',
        '/profile/loyalty',
        '/profile/bonuses',
        '/profile/cashback',
        '/profile/notification',
        '/promotions',
        '/promotions/:id',
        '/providers',
        '/support',
        '/tournaments',
        '/tournaments/:id',
        '/tournaments/:id/gamehall',
        '/unsubscribe',
        '/winners',
        '/_icons',
        '/responsible-game',
        '/bets/*',
      ].sort(),
    );
  });

  it('has unique names', () => {
    const names = ROUTE_TABLE.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['index', '/'],
    ['offers.index', '/offers'],
    ['support.index', '/support'],
    ['gamehall.index', '/gamehall'],
    ['cashier.deposit.index', '/cashier/deposit'],
    ['cashier-index-deposit', '/cashier/deposit'],
    ['cashier-index-deposit-index-sysname', '/cashier/deposit/:sysname'],
    ['betting', '/betting'],
    ['game-sysname', '/game/:sysname'],
    ['game-index-sysname', '/game/:sysname'],
    ['game-index-item', '/game/:sysname'],
  ] as const)('knows the spec named route %s as %s', (name, path) => {
    expect(isRouteName(name)).toBe(true);
    expect(getRoute(name).path).toBe(path);
  });

  it.each([
    ['forms.sign-in', 'empty'],
    ['forms.sign-up', 'empty'],
    ['game-sysname', 'game'],
    ['icons', 'svg-sprite'],
    ['index', 'default'],
    ['cashier.history', 'default'],
    ['slug', 'default'],
  ])('%s uses the %s layout', (name, layout) => {
    expect(byName(name)?.layout).toBe(layout);
  });

  it('marks only the game page as a game page', () => {
    expect(ROUTE_TABLE.filter((route) => route.isGamePage).map((route) => route.name)).toEqual(['game-sysname']);
  });

  it('marks /responsible-game and /bets/* as placeholders with no page', () => {
    expect(ROUTE_TABLE.filter((route) => route.isPlaceholder).map((route) => route.path)).toEqual([
      '/responsible-game',
      '/bets/*',
    ]);
  });

  it('marks as private exactly the bets, cashier, profile and responsible-game routes', () => {
    const expected = ROUTE_TABLE.filter((route) => /^\/(cashier|profile|bets|responsible-game)\b/.test(route.path));
    expect(ROUTE_TABLE.filter((route) => route.isPrivate)).toEqual(expected);
    expect(expected).toHaveLength(31);
  });

  it('keeps the slug route public and marks it as the slug route', () => {
    expect(byName('slug')).toMatchObject({ isPrivate: false, isSlug: true });
  });

  it('throws on an unknown name', () => {
    expect(isRouteName('nope')).toBe(false);
    // @ts-expect-error an unknown route name does not type-check either
    expect(() => getRoute('nope')).toThrow('Unknown route name "nope"');
  });
});

describe('localized routes', () => {
  it('has every route in each of the six locales', () => {
    expect(LOCALIZED_ROUTES).toHaveLength(ROUTE_TABLE.length * LOCALES.length);
    expect(new Set(LOCALIZED_ROUTES.map((route) => route.id)).size).toBe(LOCALIZED_ROUTES.length);
  });

  it.each([
    ['index', 'en', '/'],
    ['index', 'pt-BR', '/pt-BR'],
    ['cashier.history', 'en', '/cashier/history'],
    ['cashier.history', 'pl', '/pl/cashier/history'],
    ['game-sysname', 'ca', '/ca/game/:sysname'],
    ['tournaments.item.gamehall', 'af', '/af/tournaments/:id/gamehall'],
    ['bets', 'ar', '/ar/bets/*'],
  ])('%s in %s is %s', (name, locale, path) => {
    expect(LOCALIZED_ROUTES.find((route) => route.id === `${name}:${locale}`)?.path).toBe(path);
  });
});
