import { navigationTo } from './navigation-context.fixture';
import { serverRedirect } from './server-redirect';

describe('guard 5: server-side redirect lookup', () => {
  it.each([
    ['nothing was looked up yet', '/pl/old', undefined],
    ['the result is for another path', '/pl/old', { path: '/pl/previous', target: '/x' }],
  ])('asks for a lookup when %s', (_, url, lookup) => {
    expect(serverRedirect(navigationTo(url, { serverRedirect: lookup }))).toEqual({
      type: 'lookup-server-redirect',
      path: '/pl/old',
    });
  });

  it.each([
    ['/old', 'https://other.example.com/page', { type: 'external', url: 'https://other.example.com/page' }],
    ['/pl/old', 'https://casino.example.com/pl/new', { type: 'external', url: 'https://casino.example.com/pl/new' }],
    ['/old', '/promotions', { type: 'redirect', to: '/promotions', replace: true }],
    ['/pl/old', '/promotions?a=1', { type: 'redirect', to: '/pl/promotions?a=1', replace: true }],
    ['/pt-BR/old', '/', { type: 'redirect', to: '/pt-BR', replace: true }],
    ['/pl/old', '/ar/offers', { type: 'redirect', to: '/ar/offers', replace: true }],
    // Normalised as a browser reads it: a tab or a backslash cannot disguise another host as a path.
    ['/old', '/\t/elsewhere.example/', { type: 'external', url: 'https://elsewhere.example/' }],
    ['/old', ' /offers ', { type: 'redirect', to: '/offers', replace: true }],
  ])('on %s follows %s', (url, target, expected) => {
    const path = url;
    expect(serverRedirect(navigationTo(url, { serverRedirect: { path, target } }))).toEqual(expected);
  });

  it.each([
    ['there is no redirect', '/pl/offers', null],
    ['the target is empty', '/pl/offers', ''],
    ['the target is the visited path', '/pl/offers', '/offers'],
    ['the target is no http(s) address', '/pl/offers', ['javascript', 'alert(1)'].join(':')],
  ])('continues when %s', (_, url, target) => {
    expect(serverRedirect(navigationTo(url, { serverRedirect: { path: url, target } }))).toEqual({ type: 'continue' });
  });
});
