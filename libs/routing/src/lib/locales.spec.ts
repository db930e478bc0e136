import { localePrefix, localizePath, pathInLocale, splitLocale } from './locales';

describe('locales', () => {
  it.each([
    ['en', ''],
    ['pt-BR', '/pt-BR'],
    ['pl', '/pl'],
    ['ca', '/ca'],
    ['af', '/af'],
    ['ar', '/ar'],
  ] as const)('prefix of %s is "%s"', (locale, prefix) => {
    expect(localePrefix(locale)).toBe(prefix);
  });

  it.each([
    ['/', 'en', '/'],
    ['/cashier', 'en', '/cashier'],
    ['/', 'pl', '/pl'],
    ['/cashier/history', 'pt-BR', '/pt-BR/cashier/history'],
  ] as const)('localizes %s in %s as %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it.each([
    ['/', { locale: 'en', pathname: '/', prefixed: false }],
    ['/cashier', { locale: 'en', pathname: '/cashier', prefixed: false }],
    ['/pl', { locale: 'pl', pathname: '/', prefixed: true }],
    ['/pt-BR/game/x', { locale: 'pt-BR', pathname: '/game/x', prefixed: true }],
    ['/ar/profile/bets', { locale: 'ar', pathname: '/profile/bets', prefixed: true }],
    // Not a canonical prefix: left for the locale-redirect guard.
    ['/en/cashier', { locale: 'en', pathname: '/en/cashier', prefixed: false }],
    ['/pt-br/cashier', { locale: 'en', pathname: '/pt-br/cashier', prefixed: false }],
  ])('splits %s', (path, expected) => {
    expect(splitLocale(path)).toEqual(expected);
  });

  it.each([
    ['pl', '/games', '/pl/games'],
    ['pl', '/', '/pl'],
    ['pl', 'games', '/pl/games'],
    ['pt-BR', '/games?x=1#y', '/pt-BR/games?x=1#y'],
    ['ar', '/pl/games', '/ar/games'],
    ['en', '/games', '/games'],
    ['en', '/pl/games', '/games'],
    ['en', '/pl', '/'],
    ['en', '/pl/?tab=1', '/?tab=1'],
    ['ca', '/?x=1', '/ca?x=1'],
  ] as const)('pathInLocale(%s) of %s is %s', (locale, path, expected) => {
    expect(pathInLocale(path, locale)).toBe(expected);
  });
});
