import { parseLocation } from '../location';
import { localeRedirect } from './locale-redirect';
import { navigationTo } from './navigation-context.fixture';

describe('guard 1: locale redirect', () => {
  it.each([
    // The default locale has no prefix.
    ['/en', '/'],
    ['/en/cashier?tab=1#top', '/cashier?tab=1#top'],
    ['/EN/offers', '/offers'],
    // A prefix in the wrong case goes to its canonical spelling.
    ['/pt-br/gamehall?category=slots', '/pt-BR/gamehall?category=slots'],
    ['/PL', '/pl'],
    ['/Ar/support#chat', '/ar/support#chat'],
  ])('redirects %s to %s', (url, expected) => {
    expect(localeRedirect(navigationTo(url))).toEqual({ type: 'redirect', to: expected, replace: true });
  });

  it.each([
    ['/', 'pl', '/pl'],
    ['/gamehall?providers=a', 'pt-BR', '/pt-BR/gamehall?providers=a'],
    ['/promotions#faq', 'ca', '/ca/promotions#faq'],
  ] as const)('on entry to %s sends a %s player to %s', (url, preferredLocale, expected) => {
    const decision = localeRedirect(navigationTo(url, { from: null, preferredLocale }));
    expect(decision).toEqual({ type: 'redirect', to: expected, replace: true });
  });

  it.each([
    ['an unprefixed path on entry with the default locale preferred', '/cashier', { from: null, preferredLocale: 'en' }],
    ['an unprefixed path on entry with no preference', '/cashier', { from: null }],
    ['an unprefixed path after entry, whatever the preference', '/cashier', { preferredLocale: 'pl' }],
    ['a canonical prefix, even on entry with another preference', '/pl/cashier', { from: null, preferredLocale: 'ar' }],
    ['a canonical pt-BR prefix', '/pt-BR', {}],
    ['a slug that is not a locale', '/english', {}],
  ] as const)('continues on %s', (_, url, overrides) => {
    expect(localeRedirect(navigationTo(url, overrides))).toEqual({ type: 'continue' });
  });

  it('keeps a non-entry navigation unprefixed when the page before was prefixed', () => {
    const context = navigationTo('/offers', { from: parseLocation('/pl/offers'), preferredLocale: 'pl' });
    expect(localeRedirect(context)).toEqual({ type: 'continue' });
  });
});
