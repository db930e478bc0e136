import proxy from '@fastify/http-proxy';
import staticFiles from '@fastify/static';
import Fastify from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type WebServerOptions = {
  /** Folder of a production build (index.html and assets/). */
  root: string;
  port: number;
  host?: string;
  /** Where /api, /platform, /oauth, /hit and /robots.txt go: the emulator or a real platform. */
  platformUrl: string;
  /** Where /cms goes: the emulator or a real Strapi CMS. */
  cmsUrl: string;
  /** PEM key and certificate: serve HTTPS with HTTP/2 (and HTTP/1.1 for older clients), as a production CDN does. */
  tls?: { key: string; cert: string };
};

/** Paths the browser calls on the site's own origin that belong to the platform (SPEC.md 7.1, 7.4). */
export const PLATFORM_PREFIXES = ['/api', '/platform', '/oauth', '/hit', '/robots.txt', '/__emulator'] as const;

/**
 * Serves a production build the way a CDN would: precompressed brotli/gzip files, immutable caching of hashed
 * assets, no caching of index.html (so a new build is picked up), the SPA fallback, and same-origin proxies to
 * the platform and CMS so cookies stay first-party.
 */
export async function startWebServer({ root, port, host = '127.0.0.1', platformUrl, cmsUrl, tls }: WebServerOptions) {
  const dist = resolve(root);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run the build first`);
  const logger = { level: process.env['WEB_LOG_LEVEL'] ?? 'error' };
  const app = (
    tls ? Fastify({ logger, http2: true, https: { allowHTTP1: true, ...tls } }) : Fastify({ logger })
  ) as ReturnType<typeof Fastify>;

  for (const prefix of PLATFORM_PREFIXES) {
    await app.register(proxy, { upstream: platformUrl, prefix, rewritePrefix: prefix, http2: false });
  }
  await app.register(proxy, { upstream: cmsUrl, prefix: '/cms', rewritePrefix: '/cms', http2: false });

  await app.register(staticFiles, {
    root: dist,
    preCompressed: true,
    // Files are looked up per request, so a rebuild is served without a restart.
    wildcard: true,
    index: false,
    setHeaders: (res, path) => {
      const hashed = /[/\\]assets[/\\]/.test(path);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The home page is the app shell too (the static plugin would refuse a directory).
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  // Every other GET is a client-side route: answer with the app shell.
  app.setNotFoundHandler((request, reply) => {
    if (!['GET', 'HEAD'].includes(request.method) || /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  await app.listen({ port, host });
  return app;
}
