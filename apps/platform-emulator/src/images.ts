import type { FastifyInstance, FastifyReply } from 'fastify';
import { join } from 'node:path';
import { brandLogoSvg, faviconSvg, hasPaymentLogo, paymentLogoSvg, wordmarkSvg } from './art/brands';
import { COVER_ROWS_SQL, coverSubjectOf, coverSvg, coverWord, type CoverRow } from './art/game-cover';
import { cachedArt } from './art/raster';
import { hasScene, sceneArt, sceneWord } from './art/scenes';
import { artLocale } from './art/words';
import type { Db } from './db/database';
import { sql } from './db/sql';

/**
 * The sizes each kind of art is drawn at: those the site's images use. Any other size is a 404, so a stranger cannot
 * make the emulator draw and store an image per made-up URL.
 */
export const ART_SIZES: Record<string, readonly string[]> = {
  banners: ['1200x400', '735x240', '360x520'],
  offers: ['600x400', '288x192'],
  tournaments: ['1200x400', '288x192'],
  jackpots: ['1200x400', '288x192'],
  loyalty: ['288x192', '192x128', '144x144', '112x112'],
  providers: ['360x120'],
};

/** `name-WxH` as its name and size, or null when the kind is not drawn at that size. */
export function artworkSize(kind: string, name: string): { base: string; width: number; height: number } | null {
  const match = /^(.+?)-(\d{2,4})x(\d{2,4})$/.exec(name);
  if (!match || !ART_SIZES[kind]?.includes(`${match[2]}x${match[3]}`)) return null;
  return { base: match[1] as string, width: Number(match[2]), height: Number(match[3]) };
}

/** Palette sizes: covers are many on a page and kept lean; the few large banners and marks get more shades. */
const COVER_COLOURS = 9;
const SCENE_COLOURS = 12;

const sendPng = (reply: FastifyReply, png: Buffer) => reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
const sendSvg = (reply: FastifyReply, svg: string) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);

/** The cache key of art in a locale: its own only where its words read differently from English (art/words.ts). */
const keyIn = (key: string, lang: string | null) => (lang ? `${key}.${lang}` : key);

type ArtQuery = { Querystring: { lang?: string } };

/**
 * The platform's images: game covers, studio wordmarks, banners, offers, tournaments, jackpots and loyalty art as
 * PNG (drawn once, see art/raster.ts), payment logos and the brand's logo as SVG (a few small vector marks). Art with
 * words takes `?lang=` (the methods put it in the URLs they return); any other `lang` value draws the English art.
 */
export function registerImageRoutes(app: FastifyInstance, db: Db, dataDir: string) {
  const cacheDir = dataDir === ':memory:' ? null : join(dataDir, 'art');

  app.get<{ Params: { sysname: string } } & ArtQuery>('/platform/images/games/:sysname.png', async (request, reply) => {
    const row = sql(db, `${COVER_ROWS_SQL} WHERE g.sysname = ?`).get(request.params.sysname) as CoverRow | undefined;
    if (!row) return reply.code(404).send();
    const lang = artLocale(coverWord(row.kind), request.query.lang ?? 'en');
    return sendPng(reply, await cachedArt(cacheDir, keyIn(`games/${row.sysname}`, lang), () => coverSvg(coverSubjectOf(row), 288, 192, lang ?? 'en'), COVER_COLOURS));
  });

  app.get<{ Params: { name: string } }>('/platform/images/providers/:name.png', async (request, reply) => {
    const size = artworkSize('providers', request.params.name);
    const studio = size ? (sql(db, 'SELECT title, colour, glyph FROM providers WHERE sysname = ?').get(size.base) as { title: string; colour: string; glyph: string } | undefined) : undefined;
    if (!size || !studio) return reply.code(404).send();
    const { base, width, height } = size;
    return sendPng(reply, await cachedArt(cacheDir, `providers/${base}-${width}x${height}`, () => wordmarkSvg(studio, width, height), SCENE_COLOURS));
  });

  app.get<{ Params: { sysname: string } }>('/platform/images/payments/:sysname.svg', async (request, reply) => {
    const svg = hasPaymentLogo(request.params.sysname) ? paymentLogoSvg(request.params.sysname) : null;
    return svg ? sendSvg(reply, svg) : reply.code(404).send();
  });

  app.get('/platform/images/brand/logo.svg', async (_request, reply) => sendSvg(reply, brandLogoSvg()));
  app.get('/platform/images/brand/favicon.svg', async (_request, reply) => sendSvg(reply, faviconSvg()));

  app.get<{ Params: { kind: string; name: string } } & ArtQuery>('/platform/images/:kind/:name.png', async (request, reply) => {
    const { kind } = request.params;
    const size = artworkSize(kind, request.params.name);
    if (!size || !hasScene(kind, size.base)) return reply.code(404).send();
    const { base, width, height } = size;
    const lang = artLocale(sceneWord(kind, base), request.query.lang ?? 'en');
    return sendPng(reply, await cachedArt(cacheDir, keyIn(`${kind}/${base}-${width}x${height}`, lang), () => sceneArt(kind, base, width, height, lang ?? 'en'), SCENE_COLOURS));
  });
}
