import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { buildEmulator, type Emulator } from '../app';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { DEPOSIT_METHODS, WITHDRAW_METHODS } from '../methods/cashier-rules';
import { startEmulator } from '../testing/emulator-client';
import { COVER_ROWS_SQL, coverSubjectOf, coverSvg, type CoverRow, type CoverSubject } from './game-cover';
import { rasterise } from './raster';

/** Width, height, colour type and palette size of a PNG, read back as an image viewer reads the file. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const plte = png.indexOf('PLTE');
  const idat = png.indexOf('IDAT');
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png[25], colours: png.readUInt32BE(plte - 4) / 3, rowBytes: rows.length };
}

describe('game art', () => {
  const db = openDatabase(':memory:');
  const rows = db.prepare(`${COVER_ROWS_SQL} ORDER BY g.id`).all() as CoverRow[];
  afterAll(() => db.close());

  it('gives each of the 3,360 games a drawing of its own', () => {
    expect(rows).toHaveLength(3360);
    const drawings = new Map<string, string>();
    for (const row of rows) {
      const hash = createHash('sha1').update(coverSvg(coverSubjectOf(row))).digest('hex');
      expect(drawings.get(hash), `${row.sysname} is drawn like ${drawings.get(hash)}`).toBeUndefined();
      drawings.set(hash, row.sysname);
    }
    // Composes 3,360 drawings: about 3 s on an idle core, several times that while the nx stage shares two cores.
  }, 120_000);

  it('rasterises a cover to the same small indexed PNG on every run, and two games to two images', async () => {
    const [first, second] = rows.filter((row) => row.kind === 'slot').slice(0, 2).map(coverSubjectOf) as [CoverSubject, CoverSubject];
    const png = await rasterise(coverSvg(first), 9);
    expect(readPng(png)).toMatchObject({ width: 288, height: 192, colourType: 3 });
    expect(readPng(png).colours).toBeLessThanOrEqual(9);
    expect(await rasterise(coverSvg(first), 9)).toEqual(png);
    expect(await rasterise(coverSvg(second), 9)).not.toEqual(png);
    // A lobby loads dozens: a cover weighs a few kilobytes, about what the plain gradients before it did.
    expect(png.length).toBeLessThan(8_000);
  });

  it('draws live tables, RNG tables and instant games in their own look, each with its title', () => {
    for (const kind of ['live', 'table', 'instant'] as const) {
      const row = rows.find((item) => item.kind === kind) as CoverRow;
      const svg = coverSvg(coverSubjectOf(row));
      expect(svg).toContain('<svg');
      if (kind === 'live') expect(svg).toContain('#e0182d'); // the red LIVE pill
    }
  });
});

describe('images served by the emulator', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.app.close());
  const get = (url: string) => emulator.app.inject({ method: 'GET', url });

  it('serves a game cover as a cacheable PNG, and 404 for an unknown game', async () => {
    const cover = await get('/platform/images/games/aurora-play-book-of-ra.png');
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.headers['cache-control']).toContain('max-age');
    expect(readPng(cover.rawPayload)).toMatchObject({ width: 288, height: 192 });
    expect((await get('/platform/images/games/no-such-game.png')).statusCode).toBe(404);
  });

  it('draws banners, offers, tournaments, jackpots and loyalty art at the sizes the site uses, and nothing else', async () => {
    for (const [url, width, height] of [
      ['/platform/images/banners/welcome-1200x400.png', 1200, 400],
      ['/platform/images/banners/tournament-735x240.png', 735, 240],
      ['/platform/images/banners/loyalty-360x520.png', 360, 520],
      ['/platform/images/offers/spins-600x400.png', 600, 400],
      ['/platform/images/tournaments/spring-288x192.png', 288, 192],
      ['/platform/images/jackpots/mega-288x192.png', 288, 192],
      ['/platform/images/loyalty/level-3-192x128.png', 192, 128],
      ['/platform/images/loyalty/character-2-144x144.png', 144, 144],
      ['/platform/images/loyalty/product-6-288x192.png', 288, 192],
      ['/platform/images/providers/granite-peak-360x120.png', 360, 120],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(readPng(response.rawPayload), url).toMatchObject({ width, height });
    }
    // A made-up size or name could make the emulator draw and keep an image per URL: refused.
    expect((await get('/platform/images/banners/welcome-1999x1999.png')).statusCode).toBe(404);
    expect((await get('/platform/images/banners/no-such-banner-1200x400.png')).statusCode).toBe(404);
    expect((await get('/platform/images/providers/no-such-studio-360x120.png')).statusCode).toBe(404);
  });

  it('gives every loyalty level, character and product, and every banner an image of its own', async () => {
    const images = await Promise.all(
      [
        ...[1, 2, 3, 4, 5].map((id) => `/platform/images/loyalty/level-${id}-192x128.png`),
        ...[1, 2, 3].map((id) => `/platform/images/loyalty/character-${id}-144x144.png`),
        ...[1, 2, 3, 4, 5, 6].map((id) => `/platform/images/loyalty/product-${id}-288x192.png`),
        ...['welcome', 'reload', 'tournament', 'loyalty'].map((name) => `/platform/images/banners/${name}-1200x400.png`),
      ].map(async (url) => createHash('sha1').update((await get(url)).rawPayload).digest('hex')),
    );
    expect(new Set(images).size).toBe(images.length);
  });

  it('shows every payment method of the cashier with its brand logo', async () => {
    for (const { sysname } of [...DEPOSIT_METHODS, ...WITHDRAW_METHODS]) {
      const logo = await get(`/platform/images/payments/${sysname}.svg`);
      expect(logo.statusCode, sysname).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
      expect(logo.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 48 32"/);
    }
    expect((await get('/platform/images/payments/nope.svg')).statusCode).toBe(404);
  });

  it('keeps drawn images in the data folder, so the next start serves them without drawing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'emulator-art-'));
    try {
      const first = await buildEmulator({ ...readConfig({}), dataDir, mode: 'test' });
      const cover = await first.app.inject({ method: 'GET', url: '/platform/images/games/blue-comet-gates-of-olympus.png' });
      await first.app.close();
      const stored = readdirSync(join(dataDir, 'art'), { recursive: true }).map(String);
      expect(stored.some((file) => file.endsWith('blue-comet-gates-of-olympus.png'))).toBe(true);
      const second = await buildEmulator({ ...readConfig({}), dataDir, mode: 'test' });
      expect((await second.app.inject({ method: 'GET', url: '/platform/images/games/blue-comet-gates-of-olympus.png' })).rawPayload).toEqual(cover.rawPayload);
      await second.app.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
