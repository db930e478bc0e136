import { customRedirects } from './custom-redirects';
import { navigationTo } from './navigation-context.fixture';
import type { CustomRedirect } from './navigation-context';

const PAIRS: CustomRedirect[] = [
  { from_url: '/old-promo', to_url: '/promotions' },
  { from_url: '/slots/*', to_url: '/gamehall/*' },
  { from_url: '/news/*/comments/*', to_url: '/promotions/*#comment-*' },
  { from_url: '/partner', to_url: 'https://partner.example.com/landing?src=casino' },
  { from_url: '/vip-*', to_url: '/loyalty' },
  { from_url: '/already-polish', to_url: '/pl/offers' },
  { from_url: '/self', to_url: '/self' },
  { from_url: '/pt-BR/antigo', to_url: '/offers' },
];

describe('guard 2: custom redirects', () => {
  it.each([
    ['/old-promo', '/promotions'],
    ['/old-promo/', '/promotions'],
    ['/pl/old-promo', '/pl/promotions'],
    ['/pt-BR/old-promo?utm=a#top', '/pt-BR/promotions?utm=a#top'],
    ['/slots/new', '/gamehall/new'],
    ['/ar/slots/new/more?x=1', '/ar/gamehall/new/more?x=1'],
    ['/news/7/comments/3', '/promotions/7#comment-3'],
    ['/ca/vip-club', '/ca/loyalty'],
    ['/OLD-PROMO', '/promotions'],
    ['/af/already-polish?x=1', '/pl/offers?x=1'],
    ['/pt-BR/antigo', '/pt-BR/offers'],
  ])('redirects %s to %s', (url, expected) => {
    expect(customRedirects(navigationTo(url, { customRedirects: PAIRS }))).toEqual({
      type: 'redirect',
      to: expected,
      replace: true,
    });
  });

  it.each([
    ['/partner', 'https://partner.example.com/landing?src=casino'],
    ['/pl/partner?utm=1#x', 'https://partner.example.com/landing?src=casino&utm=1#x'],
  ])('follows an external to_url from %s as an external link to %s', (url, expected) => {
    expect(customRedirects(navigationTo(url, { customRedirects: PAIRS }))).toEqual({ type: 'external', url: expected });
  });

  it('never lets the visited path fill a wildcard with another host than the configured to_url leads to', () => {
    const pairs = [
      { from_url: '/go/*', to_url: '/*' },
      { from_url: '/out/*', to_url: 'https://partner.example.com*' },
    ];
    const go = (url: string) => customRedirects(navigationTo(url, { customRedirects: pairs }));
    expect(go('/go//evil.example/x')).toEqual({ type: 'continue' });
    expect(go('/go/%5Cevil.example')).toEqual({ type: 'continue' });
    expect(go('/go/offers')).toEqual({ type: 'redirect', to: '/offers', replace: true });
    expect(go('/out/@evil.example')).toEqual({ type: 'continue' });
    expect(go('/out/.evil.example')).toEqual({ type: 'continue' });
    expect(go('/out//landing')).toEqual({ type: 'external', url: 'https://partner.example.com/landing' });
  });

  it('continues when to_url is no http(s) address', () => {
    const pairs = [{ from_url: '/x', to_url: ['javascript', 'alert(1)'].join(':') }];
    expect(customRedirects(navigationTo('/x', { customRedirects: pairs }))).toEqual({ type: 'continue' });
  });

  it('takes the first matching pair', () => {
    const pairs = [
      { from_url: '/a/*', to_url: '/offers' },
      { from_url: '/a/b', to_url: '/support' },
    ];
    expect(customRedirects(navigationTo('/a/b', { customRedirects: pairs }))).toMatchObject({ to: '/offers' });
  });

  it.each([
    ['no pairs are configured', '/old-promo', []],
    ['no pair matches', '/promotions', PAIRS],
    ['only a prefix of from_url matches', '/old-promo-2', PAIRS],
    ['a pair points at the visited path itself', '/self', PAIRS],
    ['a prefixed from_url is visited in another locale', '/pl/antigo', PAIRS.filter((pair) => pair.from_url.startsWith('/pt-BR'))],
  ])('continues when %s', (_, url, pairs) => {
    expect(customRedirects(navigationTo(url, { customRedirects: pairs }))).toEqual({ type: 'continue' });
  });
});
