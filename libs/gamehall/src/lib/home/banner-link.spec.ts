import { bannerTarget } from './banner-link';

describe('where a banner leads', () => {
  it.each([
    ['/promotions', 'en', { to: '/promotions' }],
    ['/tournaments/1', 'pl', { to: '/pl/tournaments/1' }],
    ['/gamehall?category=live', 'ca', { to: '/ca/gamehall?category=live' }],
    ['/?show_popup_reg=1', 'en', { to: '/?show_popup_reg=1' }],
    ['https://example.com/affiliates', 'pl', { href: 'https://example.com/affiliates' }],
  ] as const)('%s in %s', (link, locale, expected) => {
    expect(bannerTarget(link, locale)).toEqual(expected);
  });

  it('is nowhere without a link', () => {
    expect(bannerTarget(undefined, 'en')).toBeNull();
  });
});
