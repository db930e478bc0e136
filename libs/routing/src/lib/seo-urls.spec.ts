import { seoLookupFor } from './seo-urls';

describe('SEO URL patterns', () => {
  it.each([
    ['/cashier/deposit/visa', 'deposit', '/cashier/deposit/{sysname}', { sysname: 'visa' }],
    ['/pl/game/starburst', 'game', '/game/{sysname}', { sysname: 'starburst' }],
    ['/pt-BR/jackpots/3', 'jackpots', '/jackpots/{id}', { id: '3' }],
    ['/offers/welcome', 'offers', '/offers/{id}', { id: 'welcome' }],
    ['/ar/promotions/summer', 'promotions', '/promotions/{id}', { id: 'summer' }],
    ['/ca/tournaments/9', 'tournaments', '/tournaments/{id}', { id: '9' }],
  ])('%s uses the %s entry %s', (path, page, url, replacements) => {
    expect(seoLookupFor(path)).toEqual({ page, url, replacements });
  });

  it.each([
    ['/pl/support', '/support'],
    ['/pl', '/'],
    ['/about-us', '/about-us'],
    ['/pl/tournaments/9/gamehall', '/tournaments/9/gamehall'],
    ['/a/b/c', '/a/b/c'],
  ])('other pages use their own unprefixed path: %s → %s', (path, url) => {
    expect(seoLookupFor(path)).toEqual({ page: null, url, replacements: {} });
  });
});
