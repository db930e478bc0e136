import { buildHeadData } from './head-data';
import { readPageSeo } from './page-seo';

const ORIGIN = 'https://site.example';

describe('buildHeadData (SPEC.md 2.8)', () => {
  it('gives lang, canonical, alternates for six locales plus x-default and og:locale', () => {
    const head = buildHeadData({ pathname: '/pt-BR/gamehall', origin: ORIGIN, locale: 'pt-BR', seo: null, known: true });
    expect(head.lang).toBe('pt-BR');
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${ORIGIN}/pt-BR/gamehall` },
      { rel: 'alternate', hreflang: 'en', href: `${ORIGIN}/gamehall` },
      { rel: 'alternate', hreflang: 'pt-BR', href: `${ORIGIN}/pt-BR/gamehall` },
      { rel: 'alternate', hreflang: 'pl', href: `${ORIGIN}/pl/gamehall` },
      { rel: 'alternate', hreflang: 'ca', href: `${ORIGIN}/ca/gamehall` },
      { rel: 'alternate', hreflang: 'af', href: `${ORIGIN}/af/gamehall` },
      { rel: 'alternate', hreflang: 'ar', href: `${ORIGIN}/ar/gamehall` },
      { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}/gamehall` },
    ]);
    expect(head.meta).toContainEqual({ key: 'property', value: 'og:locale', content: 'pt_BR' });
    expect(head.meta).toContainEqual({ key: 'property', value: 'og:locale:alternate', content: 'en' });
    expect(head.title).toBeUndefined();
  });

  it('applies the CMS SEO with replacements from the entry and the URL', () => {
    const seo = readPageSeo({
      url: '/game/{sysname}',
      title: 'Play {sysname} at {brand}',
      description: '{brand} games',
      openGraph: { image: '/og.png', type: 'website' },
      meta: [{ name: 'keywords', content: '{sysname}, slots' }],
      robots: 'index, follow',
      canonicalUrl: '/game/{sysname}',
      faqSchema: [{ question: 'Is {brand} safe?', answer: 'Yes' }],
      organization: { name: 'Casino Demo' },
      text: 'About {sysname}',
      replacements: { brand: 'Casino Demo' },
    });
    const head = buildHeadData({ pathname: '/pl/game/starburst', origin: ORIGIN, locale: 'pl', seo, urlReplacements: { sysname: 'starburst' }, known: true });
    expect(head.title).toBe('Play starburst at Casino Demo');
    expect(head.description).toBe('Casino Demo games');
    expect(head.text).toBe('About starburst');
    expect(head.meta).toEqual(
      expect.arrayContaining([
        { key: 'property', value: 'og:title', content: 'Play starburst at Casino Demo' },
        { key: 'property', value: 'og:image', content: `${ORIGIN}/og.png` },
        { key: 'name', value: 'robots', content: 'index, follow' },
        { key: 'name', value: 'keywords', content: 'starburst, slots' },
      ]),
    );
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'Is Casino Demo safe?', acceptedAnswer: { '@type': 'Answer', text: 'Yes' } }],
      },
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Casino Demo' },
    ]);
  });

  it('keeps an unknown path out of the index', () => {
    const head = buildHeadData({ pathname: '/no/such', origin: ORIGIN, locale: 'en', seo: null, known: false });
    expect(head.meta).toContainEqual({ key: 'name', value: 'robots', content: 'noindex, nofollow' });
  });

  it.each([
    ['a private area, whatever the CMS says', '/pl/cashier/deposit', { robots: 'index, follow' }],
    ['a content page without its CMS entry', '/no-such-page', null],
  ])('keeps %s out of the index', (_, pathname, seo) => {
    const head = buildHeadData({ pathname, origin: ORIGIN, locale: 'en', seo, known: true });
    expect(head.meta.filter((item) => item.value === 'robots')).toEqual([{ key: 'name', value: 'robots', content: 'noindex, nofollow' }]);
  });

  it('lets a content page with its entry follow the CMS robots', () => {
    const head = buildHeadData({ pathname: '/terms', origin: ORIGIN, locale: 'en', seo: { robots: 'index, follow' }, known: true });
    expect(head.meta).toContainEqual({ key: 'name', value: 'robots', content: 'index, follow' });
  });

  it('ignores an entry in an unexpected shape', () => {
    expect(readPageSeo({ title: 42 })).toBeNull();
  });

  it("fills what the page's entry leaves unset from the host's SEO defaults, never its canonical address or text", () => {
    const domainSeo = { title: 'Casino Demo', description: 'Play on our domain', robots: 'noindex, nofollow', canonicalUrl: '/', text: 'Host text' };
    const withPage = buildHeadData({ pathname: '/gamehall', origin: ORIGIN, locale: 'en', seo: { title: 'Game hall', description: null }, domainSeo, known: true });
    expect(withPage).toMatchObject({ title: 'Game hall', description: 'Play on our domain', text: undefined });
    expect(withPage.meta).toContainEqual({ key: 'name', value: 'robots', content: 'noindex, nofollow' });
    expect(withPage.links).toContainEqual({ rel: 'canonical', href: `${ORIGIN}/gamehall` });
    const alone = buildHeadData({ pathname: '/promotions', origin: ORIGIN, locale: 'en', seo: null, domainSeo, known: true });
    expect(alone).toMatchObject({ title: 'Casino Demo', text: undefined });
    expect(alone.links).toContainEqual({ rel: 'canonical', href: `${ORIGIN}/promotions` });
    // A content page without its own entry stays out of the index whatever the host says.
    const slug = buildHeadData({ pathname: '/no-entry', origin: ORIGIN, locale: 'en', seo: null, domainSeo: { robots: 'index, follow' }, known: true });
    expect(slug.meta).toContainEqual({ key: 'name', value: 'robots', content: 'noindex, nofollow' });
  });

  it('puts what the page says of itself (a game\'s name, picture and description) under its CMS entry and over the host', () => {
    const domainSeo = { title: 'Casino Demo', description: 'Play on our domain', openGraph: { title: 'Casino Demo', image: '/brand.png', type: 'website' } };
    const own = { title: 'Book of Ra', description: 'An Egyptian slot', image: '/platform/images/games/book-of-ra.png' };
    const game = buildHeadData({ pathname: '/pl/game/book-of-ra', origin: ORIGIN, locale: 'pl', seo: null, domainSeo, own, known: true });
    expect(game).toMatchObject({ title: 'Book of Ra', description: 'An Egyptian slot' });
    expect(game.meta).toEqual(
      expect.arrayContaining([
        { key: 'property', value: 'og:title', content: 'Book of Ra' },
        { key: 'property', value: 'og:description', content: 'An Egyptian slot' },
        { key: 'property', value: 'og:image', content: `${ORIGIN}/platform/images/games/book-of-ra.png` },
        { key: 'property', value: 'og:type', content: 'website' },
        { key: 'name', value: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
    // The CMS's entry for the page's URL says it better: its title and open-graph title win, the page's picture stays.
    const entry = { title: 'Play {sysname} online', openGraph: { title: 'Spin {sysname}' } };
    const withEntry = buildHeadData({ pathname: '/game/book-of-ra', origin: ORIGIN, locale: 'en', seo: entry, domainSeo, own, urlReplacements: { sysname: 'Book of Ra' }, known: true });
    expect(withEntry).toMatchObject({ title: 'Play Book of Ra online', description: 'An Egyptian slot' });
    expect(withEntry.meta).toContainEqual({ key: 'property', value: 'og:title', content: 'Spin Book of Ra' });
    expect(withEntry.meta).toContainEqual({ key: 'property', value: 'og:image', content: `${ORIGIN}/platform/images/games/book-of-ra.png` });
    // A title alone: the host's description and picture.
    const titled = buildHeadData({ pathname: '/loyalty', origin: ORIGIN, locale: 'en', seo: null, domainSeo, own: { title: 'Loyalty club' }, known: true });
    expect(titled).toMatchObject({ title: 'Loyalty club', description: 'Play on our domain' });
    expect(titled.meta).toContainEqual({ key: 'property', value: 'og:title', content: 'Loyalty club' });
    expect(titled.meta).toContainEqual({ key: 'property', value: 'og:image', content: `${ORIGIN}/brand.png` });
  });

  it('asks for a small link card without a picture', () => {
    const head = buildHeadData({ pathname: '/faq', origin: ORIGIN, locale: 'en', seo: { title: 'Questions' }, known: true });
    expect(head.meta).toContainEqual({ key: 'name', value: 'twitter:card', content: 'summary' });
  });

  it("links the operator's favicon, absolute on the site's origin", () => {
    const head = buildHeadData({ pathname: '/', origin: ORIGIN, locale: 'en', seo: null, favicon: '/platform/images/brand/favicon.svg', known: true });
    expect(head.links).toContainEqual({ rel: 'icon', href: `${ORIGIN}/platform/images/brand/favicon.svg` });
    expect(buildHeadData({ pathname: '/', origin: ORIGIN, locale: 'en', seo: null, known: true }).links.some((link) => link.rel === 'icon')).toBe(false);
  });
});
