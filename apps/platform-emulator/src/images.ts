import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { artworkPng, artworkSize } from './raster-art';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Artwork for banners, offers, jackpots, tournaments, loyalty, payment methods and the brand: `name-WxH.svg`. */
export function artworkSvg(kind: string, name: string): string {
  const match = /^(.*?)(?:-(\d{2,4})x(\d{2,4}))?$/.exec(name);
  const label = (match?.[1] ?? name).replace(/[-_]/g, ' ');
  const width = Number(match?.[2] ?? 288);
  const height = Number(match?.[3] ?? 192);
  const hash = createHash('sha1').update(`${kind}/${label}`).digest();
  const hue = (hash[0] ?? 0) * 1.41;
  const size = Math.max(12, Math.min(width, height) / 6);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,18%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.8}" cy="${height * 0.3}" r="${Math.min(width, height) / 3}" fill="hsla(45,90%,60%,0.25)"/>
<text x="${width / 2}" y="${height / 2}" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(label.toUpperCase())}</text>
</svg>`;
}

/** Generated PNGs by URL: each costs a few milliseconds to draw and never changes. */
const pngCache = new Map<string, Buffer>();
const PNG_CACHE_LIMIT = 5000;

function cachedPng(key: string, draw: () => Buffer): Buffer {
  let png = pngCache.get(key);
  if (!png) {
    png = draw();
    if (pngCache.size >= PNG_CACHE_LIMIT) pngCache.clear();
    pngCache.set(key, png);
  }
  return png;
}

export function registerImageRoutes(app: FastifyInstance, lookupTitle: (sysname: string) => string | undefined) {
  app.get<{ Params: { sysname: string } }>('/platform/images/games/:sysname.png', async (request, reply) => {
    const { sysname } = request.params;
    if (!lookupTitle(sysname)) return reply.code(404).send();
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(cachedPng(`games/${sysname}`, () => artworkPng(sysname, 288, 192)));
  });
  app.get<{ Params: { kind: string; name: string } }>('/platform/images/:kind/:name.png', async (request, reply) => {
    const { kind, name } = request.params;
    if (!/^[a-z-]+$/.test(kind) || !/^[\w-]+$/.test(name)) return reply.code(404).send();
    const { width, height } = artworkSize(name);
    const seed = `${kind}/${name.replace(/-\d{2,4}x\d{2,4}$/, '')}`;
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(cachedPng(`${kind}/${name}`, () => artworkPng(seed, width, height)));
  });
  app.get<{ Params: { kind: string; name: string } }>('/platform/images/:kind/:name.svg', async (request, reply) => {
    const { kind, name } = request.params;
    if (!/^[a-z-]+$/.test(kind) || !/^[\w-]+$/.test(name)) return reply.code(404).send();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(artworkSvg(kind, name));
  });
}
