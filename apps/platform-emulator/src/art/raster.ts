import { renderAsync } from '@resvg/resvg-js';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { encodePalettePng } from './palette-png';

/*
 * Art is drawn as SVG and served as PNG: a browser decodes a PNG off its main thread, while an SVG is a document
 * laid out and painted on it, which made the site measure slower than it is. Rasterising the 3,360 covers when the
 * database is seeded would take minutes of a fresh clone's start, so each image is rasterised on its first request
 * (resvg, in libuv's thread pool), reduced to a small palette and kept: in memory, and in the data folder, so the
 * next start serves it from disk. The drawing is deterministic: the same bytes for the same name on every clone.
 */

/** Bumped when the drawings change, so images cached by an older version are drawn again. */
export const ART_VERSION = 2;

const MEMORY_LIMIT = 2000;
const memory = new Map<string, Buffer>();
const inFlight = new Map<string, Promise<Buffer>>();

/** Keeps the most recently used images: a map iterates in insertion order, so the oldest is dropped first. */
function remember(key: string, png: Buffer) {
  memory.delete(key);
  memory.set(key, png);
  if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
}

/** Rasterises an SVG to an indexed PNG of at most `colours` colours. */
export async function rasterise(svg: string, colours: number): Promise<Buffer> {
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, shapeRendering: 2, logLevel: 'off' });
  return encodePalettePng(image.pixels, image.width, image.height, colours);
}

/**
 * The PNG for `key` (a path such as `games/aurora-play-book-of-ra`): from memory, from `cacheDir` (none for an
 * in-memory emulator), or drawn by `draw` and stored in both. Concurrent requests for one image draw it once.
 */
export async function cachedArt(cacheDir: string | null, key: string, draw: () => string, colours: number): Promise<Buffer> {
  const known = memory.get(key);
  if (known) return known;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const file = cacheDir ? join(cacheDir, `v${ART_VERSION}`, `${key}.png`) : null;
  const work = (async () => {
    const stored = file ? await readFile(file).catch(() => null) : null;
    const png = stored ?? (await rasterise(draw(), colours));
    if (file && !stored) {
      // Written beside and renamed, so a reader never sees half a file.
      await mkdir(dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, png);
      await rename(partial, file);
    }
    remember(key, png);
    return png;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}
