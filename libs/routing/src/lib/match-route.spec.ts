import { LOCALES } from '@casino/platform-contract';
import { buildPath } from './build-path';
import { localizePath } from './locales';
import { matchRoute } from './match-route';
import { ROUTE_TABLE } from './route-table';

const SAMPLE_PARAMS: Record<string, string> = { sysname: 'book-of-ra', id: '17', transaction: 'tx-9', slug: 'about-us' };

function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x').replace('/*', '/anything');
}

describe('matchRoute', () => {
  const everyRouteInEveryLocale = LOCALES.flatMap((locale) =>
    ROUTE_TABLE.map((route) => [route.name, locale] as const),
  );

  it.each(everyRouteInEveryLocale)('finds %s in %s', (name, locale) => {
    const route = ROUTE_TABLE.find((entry) => entry.name === name);
    const path = samplePath(route?.path ?? '');
    const match = matchRoute(localizePath(path, locale));
    expect(match?.route.name).toBe(name);
    expect(match?.locale).toBe(locale);
    expect(match?.pathname).toBe(path);
  });

  it.each([
    ['/', 'index', 'en', {}],
    ['/pl', 'index', 'pl', {}],
    ['/pl/', 'index', 'pl', {}],
    ['/loyalty/shop', 'loyalty.shop', 'en', {}],
    ['/pt-BR/loyalty/vip', 'loyalty.item', 'pt-BR', { sysname: 'vip' }],
    ['/pl/game/book%20of%20ra', 'game-sysname', 'pl', { sysname: 'book of ra' }],
    ['/cashier/deposit/visa/', 'cashier-index-deposit-index-sysname', 'en', { sysname: 'visa' }],
    ['/ar/tournaments/5/gamehall', 'tournaments.item.gamehall', 'ar', { id: '5' }],
    ['/bets', 'bets', 'en', { '*': '' }],
    ['/pl/bets/a/b', 'bets', 'pl', { '*': 'a/b' }],
    ['/responsible-game', 'responsible-game', 'en', {}],
    ['/about-us', 'slug', 'en', { slug: 'about-us' }],
    ['/ca/cashier-help', 'slug', 'ca', { slug: 'cashier-help' }],
    ['/Cashier/History', 'cashier.history', 'en', {}],
    ['/_icons', 'icons', 'en', {}],
    ['/forms/sign_up', 'forms.sign-up', 'en', {}],
  ] as const)('matches %s as %s in %s', (path, name, locale, params) => {
    expect(matchRoute(path)).toMatchObject({ route: { name }, locale, params });
  });

  it.each(['/a/b/c', '/pl/jackpots/1/2', '/game/x/y', '/cashier/unknown', '/pt-BR/profile/settings/extra'])(
    'matches nothing for %s',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it.each([
    ['game-sysname', buildPath('game-sysname', { locale: 'pt-BR', params: { sysname: 'star burst' } }), { sysname: 'star burst' }],
    [
      'cashier-index-deposit-index-sysname',
      buildPath('cashier-index-deposit-index-sysname', { locale: 'pl', params: { sysname: 'visa/mc' } }),
      { sysname: 'visa/mc' },
    ],
    ['offers.item', buildPath('offers.item', { locale: 'ar', params: { id: 3 } }), { id: '3' }],
  ])('reads back the params buildPath wrote for %s (%s)', (name, path, params) => {
    expect(matchRoute(path)).toMatchObject({ route: { name }, params });
  });
});
