import { inflateSync } from 'node:zlib';
import { type Emulator } from './app';
import { artworkPng, artworkSize } from './raster-art';
import { startEmulator } from './testing/emulator-client';

/** The PNG's width, height and decoded rows, read back as an image viewer reads the file. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  return { width, height, rawLength: raw.length };
}

describe('raster artwork', () => {
  it('is a valid PNG of the asked size, the same bytes for the same seed, other bytes for another', () => {
    const png = artworkPng('games/aurora-play-book-of-ra', 288, 192);
    expect(readPng(png)).toEqual({ width: 288, height: 192, rawLength: (288 * 3 + 1) * 192 });
    expect(artworkPng('games/aurora-play-book-of-ra', 288, 192)).toEqual(png);
    expect(artworkPng('games/red-fox-live-lightning-poker', 288, 192)).not.toEqual(png);
    // Smooth gradients compress: a cover costs a phone a few kilobytes.
    expect(png.length).toBeLessThan(16_000);
  });

  it('reads the size from the name, 288x192 without one', () => {
    expect(artworkSize('welcome-1200x400')).toEqual({ width: 1200, height: 400 });
    expect(artworkSize('mega')).toEqual({ width: 288, height: 192 });
  });

  describe('served by the emulator', () => {
    let emulator: Emulator;
    beforeEach(async () => {
      emulator = await startEmulator();
    });
    afterEach(() => emulator.app.close());

    it('serves game covers and banners as cacheable PNGs, and 404 for an unknown game', async () => {
      const cover = await emulator.app.inject({ method: 'GET', url: '/platform/images/games/aurora-play-book-of-ra.png' });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/png');
      expect(cover.headers['cache-control']).toContain('max-age');
      expect(readPng(cover.rawPayload)).toMatchObject({ width: 288, height: 192 });
      const banner = await emulator.app.inject({ method: 'GET', url: '/platform/images/banners/welcome-735x240.png' });
      expect(readPng(banner.rawPayload)).toMatchObject({ width: 735, height: 240 });
      expect((await emulator.app.inject({ method: 'GET', url: '/platform/images/games/no-such-game.png' })).statusCode).toBe(404);
    });
  });
});
