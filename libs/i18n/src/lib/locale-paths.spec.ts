import { localeFromPathname, stripLocalePrefix, withLocalePrefix } from './locale-paths';

describe('locale paths', () => {
  it.each([
    ['/pl/games', 'pl'],
    ['/pt-BR', 'pt-BR'],
    ['/pt-BR/', 'pt-BR'],
    ['/ar?x=1', 'ar'],
    ['/ca#top', 'ca'],
    ['/af/profile/settings', 'af'],
    ['/', undefined],
    ['/games', undefined],
    // English has no prefix, so /en is an ordinary path.
    ['/en/games', undefined],
    ['/plx/games', undefined],
    ['/pt-br/games', undefined],
  ])('localeFromPathname(%s) is %s', (path, expected) => {
    expect(localeFromPathname(path)).toBe(expected);
  });

  it.each([
    ['/pl/games', '/games'],
    ['/pl', '/'],
    ['/pl/', '/'],
    ['/pt-BR/cashier/deposit?method=card#form', '/cashier/deposit?method=card#form'],
    ['/pl?tab=1', '/?tab=1'],
    ['/games', '/games'],
    ['/', '/'],
  ])('stripLocalePrefix(%s) is %s', (path, expected) => {
    expect(stripLocalePrefix(path)).toBe(expected);
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
    ['ca', '/?x=1', '/ca?x=1'],
  ] as const)('withLocalePrefix(%s, %s) is %s', (locale, path, expected) => {
    expect(withLocalePrefix(locale, path)).toBe(expected);
  });
});
