import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEmulator, type Emulator } from '../app';
import { readConfig } from '../config';
import { LOCALES } from '@casino/platform-contract';
import { t, TEXT_KEYS } from '../content/texts';
import { startEmulator } from '../testing/emulator-client';
import { canSetAll } from './display-font';
import { artWord } from './words';

const ART_WORDS = TEXT_KEYS.filter((key) => key.startsWith('art.'));
const hash = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');

type Jackpot = { sysname: string; description: { img_288_192: string; img_1200_400: string } };
type Game = { sysname: string; image_url: string; categories: string[] };

describe('words drawn into the art, in the player’s language', () => {
  it('sets every word of every Latin-script locale whole (no letter dropped) and draws none in Arabic', () => {
    expect(ART_WORDS.length).toBeGreaterThanOrEqual(7);
    for (const key of ART_WORDS) {
      for (const locale of LOCALES.filter((item) => item !== 'ar')) {
        expect(canSetAll(t(key, locale)), `${key} in ${locale}`).toBe(true);
        expect(artWord(key, locale)).toBe(t(key, locale));
      }
      // The face has no Arabic letters: the art shows no word rather than an English one.
      expect(artWord(key, 'ar'), key).toBeNull();
    }
  });

  describe('as the platform serves it', () => {
    let emulator: Emulator;
    beforeAll(async () => {
      emulator = await startEmulator();
    });
    afterAll(() => emulator.app.close());
    const get = (url: string) => emulator.app.inject({ method: 'GET', url });
    const api = async <T>(method: string, locale: string, query = '') => ((await get(`/api/${method}?v=2.32&locale=${locale}${query}`)).json() as { data: T }).data;
    const image = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      return hash(response.rawPayload);
    };

    it('gives a jackpot the art of its tier’s word in the locale, shared where the word reads the same', async () => {
      const urls = async (locale: string) => Object.fromEntries((await api<Jackpot[]>('Jackpots.get', locale)).map((item) => [item.sysname, item.description]));
      const en = await urls('en');
      const pl = await urls('pl');
      const ar = await urls('ar');
      expect(en['major']?.img_288_192).toBe('/platform/images/jackpots/major-288x192.png');
      // "DUŻY" is not "MAJOR": an image of its own; "MEGA" is MEGA in Polish too: the English image.
      expect(pl['major']?.img_288_192).toBe('/platform/images/jackpots/major-288x192.png?lang=pl');
      expect(pl['major']?.img_1200_400).toBe('/platform/images/jackpots/major-1200x400.png?lang=pl');
      expect(pl['mega']?.img_288_192).toBe(en['mega']?.img_288_192);
      expect(ar['mega']?.img_288_192).toBe('/platform/images/jackpots/mega-288x192.png?lang=ar');

      const major = { en: await image(en['major']?.img_288_192 ?? ''), pl: await image(pl['major']?.img_288_192 ?? ''), ar: await image(ar['major']?.img_288_192 ?? '') };
      expect(new Set(Object.values(major)).size).toBe(3);
      // Any other language asked for draws the English art (and keeps no image of its own).
      expect(await image('/platform/images/jackpots/major-288x192.png?lang=xx')).toBe(major.en);
      expect(await image('/platform/images/jackpots/major-288x192.png?lang=pl&lang=ar')).toBe(major.en);
    });

    it('gives a live table a badge in the locale and leaves other covers alike in every language', async () => {
      const games = async (locale: string, category: string) => (await api<{ items: Game[] }>('games.get', locale, `&options=${encodeURIComponent(JSON.stringify({ category, count: 3 }))}`)).items;
      const [liveEn] = await games('en', 'live');
      const [livePl] = await games('pl', 'live');
      expect(livePl?.sysname).toBe(liveEn?.sysname);
      expect(liveEn?.image_url).toBe(`/platform/images/games/${liveEn?.sysname}.png`);
      expect(livePl?.image_url).toBe(`/platform/images/games/${liveEn?.sysname}.png?lang=pl`);
      expect(await image(livePl?.image_url ?? '')).not.toBe(await image(liveEn?.image_url ?? ''));

      const [slotPl] = await games('pl', 'slots');
      expect(slotPl?.image_url).toBe(`/platform/images/games/${slotPl?.sysname}.png`);
      // A slot's cover has no word: a `lang` asked for changes nothing.
      expect(await image(`${slotPl?.image_url}?lang=pl`)).toBe(await image(slotPl?.image_url ?? ''));
    });
  });

  it('keeps an image per locale only for art with words', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'emulator-words-'));
    try {
      const emulator = await buildEmulator({ ...readConfig({}), dataDir, mode: 'test' });
      for (const lang of ['en', 'pl', 'ar', 'pt-BR', 'xx']) {
        for (const url of ['/platform/images/jackpots/mini-288x192.png', '/platform/images/jackpots/minor-288x192.png', '/platform/images/banners/welcome-735x240.png']) {
          expect((await emulator.app.inject({ method: 'GET', url: `${url}?lang=${lang}` })).statusCode).toBe(200);
        }
      }
      await emulator.app.close();
      const stored = readdirSync(join(dataDir, 'art'), { recursive: true }).map(String).filter((file) => file.endsWith('.png')).map((file) => file.replace(/^v\d+\//, '')).sort();
      // MINI reads the same but in Arabic; MINOR is MENOR, MAŁY, KLEIN...; the banner has no word.
      expect(stored).toEqual([
        'banners/welcome-735x240.png',
        'jackpots/mini-288x192.ar.png',
        'jackpots/mini-288x192.png',
        'jackpots/minor-288x192.ar.png',
        'jackpots/minor-288x192.pl.png',
        'jackpots/minor-288x192.png',
        'jackpots/minor-288x192.pt-BR.png',
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
