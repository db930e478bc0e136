import type { Emulator } from '../app';
import { SINGLE_TYPES } from '../cms/content';
import { EmulatorClient, startEmulator } from '../testing/emulator-client';
import { CMS_TEXT_KEYS, ct } from './cms-texts';
import { contentPageEntries } from './pages';
import { LOCALES } from '@casino/platform-contract';
import { t, TEXT_KEYS } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}|\$\$(\w+)\$\$/g)].map((match) => match[0]).sort();

/** Every string of a JSON value with its path, and the shape (keys and array lengths) without the strings. */
function walk(value: unknown, path = '', strings: Array<[string, string]> = []): { shape: unknown; strings: Array<[string, string]> } {
  if (typeof value === 'string') {
    strings.push([path, value]);
    return { shape: 'string', strings };
  }
  if (Array.isArray(value)) return { shape: value.map((item, index) => walk(item, `${path}[${index}]`, strings).shape), strings };
  if (value && typeof value === 'object') {
    const shape = Object.fromEntries(Object.entries(value).filter(([key]) => !['locale', 'documentId'].includes(key)).map(([key, item]) => [key, walk(item, `${path}.${key}`, strings).shape]));
    return { shape, strings };
  }
  return { shape: typeof value, strings };
}

/** Strings that may read the same in every language: brands, codes, URLs, numbers and names. */
const SAME_EVERYWHERE = /^(\/|https?:|#|[A-Z0-9_]+$|[\d.,%€$ +-]+$|\d{4}-\d\d-\d\dT|[a-z]+\/[\w+.-]+$|[\w.-]+@[\w.-]+$|(no)?index, (no)?follow$|[a-z0-9]+(-[a-z0-9]+)+$|%s \|)|Casino Demo|Megaways|Visa|PayPal|Apple Pay|Google Pay|Skrill|Neteller|PIX|BLIK|Bitcoin|Blackjack|Roulette|Cashback|Jackpot|Handicap|Tennis|Platinum|Bronze|Diamant|game-icons|<|casino, slots/;

describe('content in all six locales', () => {
  it('has every text in every locale, with the same placeholders as the English one', () => {
    for (const [key, read] of [...TEXT_KEYS.map((key) => [key, (locale: string) => t(key, locale)] as const), ...CMS_TEXT_KEYS.map((key) => [key, (locale: string) => ct(key, locale)] as const)]) {
      const english = read('en');
      for (const locale of LOCALES) {
        const text = read(locale);
        expect(text.trim(), `${key} in ${locale}`).not.toBe('');
        expect(placeholders(text), `${key} in ${locale}`).toEqual(placeholders(english));
      }
    }
  });

  it('has every content page in every locale, translated, of a believable length, and a FAQ of 15 questions or more', () => {
    const english = contentPageEntries('en');
    const paragraphs = (text: string) => text.split('\n\n').length;
    expect(Object.fromEntries(english.map((page) => [page.url, paragraphs(page.text)]))).toEqual({ '/terms': 12, '/privacy': 9, '/about-us': 7, '/responsible-gaming': 8, '/faq': 2 });
    expect(english.find((page) => page.url === '/faq')?.faqSchema.length).toBeGreaterThanOrEqual(15);
    for (const locale of LOCALES.filter((item) => item !== 'en')) {
      const pages = contentPageEntries(locale);
      expect(walk(pages).shape, locale).toEqual(walk(english).shape);
      const translated = walk(pages).strings;
      walk(english).strings.forEach(([path, text], index) => {
        if (text.length > 20 && !SAME_EVERYWHERE.test(text)) expect(translated[index]?.[1], `${path} in ${locale}`).not.toBe(text);
      });
    }
  });

  it("writes a euro amount as the site formats money in the text's locale: the sign before or after, with a space or without", () => {
    for (const locale of LOCALES) {
      const sample = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(5);
      const signFirst = sample.indexOf('€') < sample.indexOf('5');
      const spaced = /€\s|\s€/u.test(sample);
      const texts = [
        ...TEXT_KEYS.map((key) => t(key, locale)),
        ...CMS_TEXT_KEYS.map((key) => ct(key, locale)),
        ...walk(contentPageEntries(locale)).strings.map(([, text]) => text),
      ];
      const amounts = texts.flatMap((text) => [...text.matchAll(/€\s?\d|\d\s?€/gu)].map((match) => match[0]));
      expect(amounts.filter((amount) => amount.startsWith('€') !== signFirst || /\s/u.test(amount) !== spaced), `${locale} (${sample})`).toEqual([]);
    }
  });

  describe('as the CMS and the platform serve it', () => {
    let emulator: Emulator;
    beforeAll(async () => {
      emulator = await startEmulator();
    });
    afterAll(() => emulator.app.close());

    const cms = async (path: string, locale: string) => ((await emulator.app.inject({ method: 'GET', url: `/cms/api/${path}${path.includes('?') ? '&' : '?'}locale=${locale}` })).json() as { data: unknown }).data;
    const platform = async (method: string, locale: string) => {
      const client = new EmulatorClient(emulator.app);
      const search = new URLSearchParams({ v: '2.32', locale });
      return ((await emulator.app.inject({ method: 'GET', url: `/api/${method}?${search}`, headers: { cookie: client.cookieHeader } })).json() as { data: unknown }).data;
    };

    it('answers every CMS entry and every named platform list in each locale with the same entries, none empty, none left in English', async () => {
      const sources: Array<[string, (locale: string) => Promise<unknown>]> = [
        ...Object.keys(SINGLE_TYPES).map((type): [string, (locale: string) => Promise<unknown>] => [type, (locale) => cms(type, locale)]),
        ['seos', (locale) => cms('seos?pagination[pageSize]=100', locale)],
        ['banners (CMS)', (locale) => cms('banners', locale)],
        ...['games.getCategories', 'banners.get', 'campaigns.getoffers', 'tournaments.get', 'Jackpots.get', 'loyalty.getProgram?id=1', 'loyalty.getproducts', 'loyalty.getcharacters'].map(
          (method): [string, (locale: string) => Promise<unknown>] => [method, (locale) => platform(method.split('?')[0] as string, locale).then((data) => data)],
        ),
      ];
      for (const [name, load] of sources) {
        const english = walk(await load('en'));
        for (const [path, text] of english.strings) expect(text.trim(), `${name}${path} in en`).not.toBe('');
        for (const locale of LOCALES.filter((item) => item !== 'en')) {
          const other = walk(await load(locale));
          expect(other.shape, `${name} in ${locale}`).toEqual(english.shape);
          other.strings.forEach(([path, text], index) => {
            expect(text.trim(), `${name}${path} in ${locale}`).not.toBe('');
            const source = english.strings[index]?.[1] ?? '';
            if (source.length > 12 && /[a-z]{3}/.test(source) && !SAME_EVERYWHERE.test(source)) expect(text, `${name}${path} in ${locale}`).not.toBe(source);
          });
        }
      }
    });
  });
});
