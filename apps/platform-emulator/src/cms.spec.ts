import * as v from 'valibot';
import { balanceRefreshSettingsSchema, bannerAuthSchema, bannerMenuSchema, customCodeSnippetSchema, redirectSchema, registrationConfigFlagsSchema } from '@casino/platform-contract';
import type { Emulator } from './app';
import { SINGLE_TYPES } from './cms/content';
import { CONTENT_PAGE_URLS } from './content/pages';
import { LOCALES } from '@casino/platform-contract';
import { EmulatorClient, startEmulator } from './testing/emulator-client';

type StrapiDocument = { id: number; documentId: string; locale: string; publishedAt: string } & Record<string, unknown>;

describe('the CMS in Strapi v5 shape', () => {
  let emulator: Emulator;
  const get = async (url: string) => (await emulator.app.inject({ method: 'GET', url })).json() as { data: StrapiDocument | StrapiDocument[]; meta: Record<string, unknown> };

  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.app.close());

  it('serves every single type in all six locales with flat attributes and a documentId', async () => {
    for (const type of Object.keys(SINGLE_TYPES)) {
      for (const locale of LOCALES) {
        const { data } = await get(`/cms/api/${type}?locale=${locale}&populate=*`);
        expect(data).toMatchObject({ id: 1, locale, documentId: expect.any(String), publishedAt: expect.any(String) });
      }
    }
  });

  it('translates the content of each locale', async () => {
    const labels = new Set<string>();
    for (const locale of LOCALES) {
      const { data } = await get(`/cms/api/common?locale=${locale}`);
      const common = data as StrapiDocument & { menus: { header: Array<{ title: string }> }; fieldsValidatorErrors: Record<string, string> };
      labels.add(common.menus.header[0]?.title ?? '');
      expect(Object.keys(common.fieldsValidatorErrors)).toEqual(expect.arrayContaining(['requiredField', 'wrongEmailAddress', 'passwordsNotEqual', 'useSpace']));
    }
    expect(labels).toEqual(new Set(['Game hall', 'Salão de jogos', 'Sala gier', 'Sala de jocs', 'Speelsaal', 'صالة الألعاب']));
  });

  it('carries the banner slots, balance refresh, registration flags and code snippets in their contract shapes', async () => {
    const common = (await get('/cms/api/common?locale=en')).data as StrapiDocument;
    expect(v.is(bannerAuthSchema, common['bannerAuth'])).toBe(true);
    expect(v.is(bannerMenuSchema, common['bannerMenu'])).toBe(true);
    expect(v.is(balanceRefreshSettingsSchema, common['balanceRefresh'])).toBe(true);
    const forms = (await get('/cms/api/forms-config')).data as StrapiDocument & { registration: unknown };
    expect(v.is(registrationConfigFlagsSchema, forms.registration)).toBe(true);
    const tool = (await get('/cms/api/meta-data-tool')).data as StrapiDocument & { customCodes: unknown[] };
    expect(v.is(v.array(customCodeSnippetSchema), tool.customCodes)).toBe(true);
    // An enabled snippet with an inline script at each position (the e2e proves they run under the site's CSP).
    const snippets = tool.customCodes as Array<{ isEnabled: boolean; position: string; code: string }>;
    expect(snippets.filter((snippet) => snippet.isEnabled && /<script>[^]+<\/script>/.test(snippet.code)).map((snippet) => snippet.position)).toEqual(['head', 'bodyStart', 'bodyEnd']);
    expect(snippets.filter((snippet) => !snippet.isEnabled)).toHaveLength(1);
  });

  it('lists custom redirects with a wildcard and an external target', async () => {
    const seo = (await get('/cms/api/settings-seo')).data as StrapiDocument & { redirects: unknown[] };
    expect(v.is(v.array(redirectSchema), seo.redirects)).toBe(true);
    expect(seo.redirects).toEqual(expect.arrayContaining([{ from_url: '/promo/*', to_url: '/promotions' }, { from_url: '/blog', to_url: 'https://example.com/blog' }]));
  });

  it('finds seos by url, domain SEO by host and banners by locale, with pagination meta', async () => {
    const seos = await get('/cms/api/seos?filters[url][$eq]=/gamehall&locale=pt-BR');
    expect(seos.data).toHaveLength(1);
    expect((seos.data as StrapiDocument[])[0]).toMatchObject({ url: '/gamehall', title: 'Salão de jogos: slots, cassino ao vivo e mais', locale: 'pt-BR' });
    expect(seos.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } });
    expect(((await get('/cms/api/domain-seo-settings?filters[host][$eq]=localhost')).data as StrapiDocument[])[0]).toMatchObject({ host: 'localhost' });
    expect(((await get('/cms/api/banners?locale=ar')).data as StrapiDocument[])[0]?.['title']).toBe('باقة ترحيبية حتى 500 يورو');
    expect((await emulator.app.inject({ method: 'GET', url: '/cms/api/unknown-type' })).statusCode).toBe(404);
  });

  describe('the content pages of /{slug} in the seos collection', () => {
    type SeoDocument = StrapiDocument & { url: string; title: string; text: string; replacements: Record<string, string>; faqSchema: Array<{ question: string; answer: string }>; updatedAt: string };
    const seo = async (url: string, locale = 'en') => (await get(`/cms/api/seos?filters[url][$eq]=${encodeURIComponent(url)}&locale=${locale}`)).data as SeoDocument[];

    it('has a page for every slug link of the footer menu, and /about-us and /faq', async () => {
      const common = (await get('/cms/api/common?locale=en')).data as StrapiDocument & { menus: { footer: Array<{ url: string }> } };
      // Every footer link but /support (the support page's own route) is a /{slug} content page.
      const footer = common.menus.footer.map((link) => link.url);
      expect(footer).toEqual(['/responsible-gaming', '/terms', '/privacy', '/about-us', '/faq', '/support']);
      expect([...CONTENT_PAGE_URLS].sort()).toEqual(footer.filter((url) => url !== '/support').sort());
    });

    it('serves each page in all six locales: a translated title, several paragraphs, {brand} with its replacement, its own date', async () => {
      for (const url of CONTENT_PAGE_URLS) {
        const titles = new Set<string>();
        for (const locale of LOCALES) {
          const found = await seo(url, locale);
          expect(found).toHaveLength(1);
          const [entry] = found as [SeoDocument];
          expect(entry).toMatchObject({ url, locale, replacements: { brand: 'Casino Demo' } });
          expect(entry.title.trim()).not.toBe('');
          expect(entry.text.split('\n\n').length, `${url} in ${locale}`).toBeGreaterThanOrEqual(2);
          expect(entry.updatedAt).not.toBe('2026-01-15T09:00:00.000Z');
          expect(Number.isNaN(Date.parse(entry.updatedAt))).toBe(false);
          titles.add(entry.title);
        }
        expect(titles.size, `${url} is translated`).toBeGreaterThanOrEqual(5);
      }
      expect((await seo('/terms'))[0]?.text).toContain('{brand}');
    });

    it('has an FAQ on /faq and /responsible-gaming, translated', async () => {
      for (const url of ['/faq', '/responsible-gaming']) {
        const [en] = (await seo(url, 'en')) as [SeoDocument];
        const [pl] = (await seo(url, 'pl')) as [SeoDocument];
        expect(en.faqSchema.length).toBeGreaterThanOrEqual(2);
        expect(pl.faqSchema).toHaveLength(en.faqSchema.length);
        expect(pl.faqSchema[0]?.question).not.toBe(en.faqSchema[0]?.question);
      }
      expect((await seo('/terms'))[0]?.faqSchema).toEqual([]);
    });

    it('answers an empty list for a url without an entry, as Strapi does', async () => {
      for (const url of ['/no-such-page', '/cashier/deposit', '/terms/']) {
        const answer = await get(`/cms/api/seos?filters[url][$eq]=${encodeURIComponent(url)}&locale=en`);
        expect(answer.data).toEqual([]);
        expect(answer.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 0 } });
      }
    });

    it('reads the filter with its brackets percent-encoded too, as a browser may send it', async () => {
      const answer = await get('/cms/api/seos?filters%5Burl%5D%5B%24eq%5D=%2Fprivacy&locale=pl');
      expect((answer.data as SeoDocument[]).map((entry) => [entry.url, entry.title])).toEqual([['/privacy', 'Polityka prywatności']]);
    });

    it('still gives metadata.get the site defaults for a page without an entry', async () => {
      const player = new EmulatorClient(emulator.app);
      expect((await player.get('metadata.get', { url: '/no-such-page' })).body.data).toMatchObject({ title: 'Online casino and sports betting', redirect: null });
      expect((await player.get('metadata.get', { url: '/terms' })).body.data).toMatchObject({ title: 'Terms and conditions' });
    });
  });

  it('signs CMS users in with a jwt that /users/me accepts', async () => {
    const login = await emulator.app.inject({ method: 'POST', url: '/cms/api/auth/local', payload: { identifier: 'demo@example.com', password: 'demo123' } });
    const { jwt, user } = login.json() as { jwt: string; user: { email: string } };
    expect(user.email).toBe('demo@example.com');
    const me = await emulator.app.inject({ method: 'GET', url: '/cms/api/users/me', headers: { authorization: `Bearer ${jwt}` } });
    expect(me.json()).toMatchObject({ email: 'demo@example.com', confirmed: true });
    expect((await emulator.app.inject({ method: 'GET', url: '/cms/api/users/me', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    const wrong = await emulator.app.inject({ method: 'POST', url: '/cms/api/auth/local', payload: { identifier: 'demo@example.com', password: 'nope' } });
    expect(wrong.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    const registered = await emulator.app.inject({ method: 'POST', url: '/cms/api/auth/local/register', payload: { username: 'writer', email: 'writer@example.com', password: 'secret12' } });
    expect(registered.json()).toMatchObject({ jwt: expect.any(String), user: { username: 'writer' } });
    const social = await emulator.app.inject({ method: 'GET', url: '/cms/api/auth/google/callback?access_token=emulator-abc' });
    expect(social.json()).toMatchObject({ user: { provider: 'google' } });
  });
});
