import staticFiles from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Shell } from './content-security-policy.ts';
import { registerCspReport } from './csp-report.ts';
import { CSP_NONCE_PLACEHOLDER } from '../vite/csp-nonce.ts';
import { createIndexHtml } from './index-html.ts';
import { createServerRender, serverEntryOf } from './server-render.ts';
import { DEFAULT_BODY_LIMIT, registerPlatformProxy } from './platform-proxy.ts';
import { registerSecurityHeaders } from './security-headers.ts';

const FILE_PATH = /\.[a-z0-9]+$/i;
const pathOf = (url: string) => url.split('?')[0] ?? '';

/** How long a server render waits for the platform and CMS by default, in ms. */
export const DEFAULT_RENDER_BUDGET_MS = 800;

export type WebServerOptions = {
  /** Folder of a production build (index.html and assets/). */
  root: string;
  /** Which shell the build is: the Telegram mini-app may be framed by Telegram's web clients, the web site only by itself. */
  shell: Shell;
  /** Where /api, /platform, /oauth, /hit and /robots.txt go: the emulator or a real platform. */
  platformUrl: string;
  /** Where /cms goes: the emulator or a real Strapi CMS. */
  cmsUrl: string;
  /** CSP_ALLOWED_ORIGINS: games, payments, sportsbook, chat, identity verification and analytics origins. */
  allowedOrigins?: readonly string[];
  /** CSP_REPORT_ONLY: report the site's CSP instead of enforcing it (a rollout); framing stays enforced. */
  reportOnly?: boolean;
  /** The largest request body passed to the platform or CMS, in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** WEB_TRUST_PROXY: Fastify's trustProxy, for a load balancer in front that sets X-Forwarded-For and -Proto. */
  trustProxy?: boolean | string;
  /** PEM key and certificate: serve HTTPS with HTTP/2 (and HTTP/1.1 for older clients), as a production CDN does. */
  tls?: { key: string; cert: string };
  /**
   * Render the web shell's pages on the server (its server build, dist/apps/shell-server, beside the browser build).
   * On by default when that build exists; the Telegram mini-app is always rendered in the browser.
   */
  serverRender?: boolean;
  /** WEB_RENDER_BUDGET_MS: how long a server render waits for the platform before it sends what it has. */
  renderBudgetMs?: number;
  /** Where the JSON log lines go (default stdout), at WEB_LOG_LEVEL (default warn: CSP reports, refused writes). */
  logStream?: { write: (line: string) => void };
  /** Whether the server is busy (default: its event loop's recent utilization, busy-meter.ts); tests set it. */
  busy?: () => boolean;
};

/**
 * Serves a production build the way a CDN would: precompressed brotli/gzip files, immutable caching of hashed
 * assets, index.html with this response's CSP nonce and no caching (so a new build is picked up), the SPA fallback,
 * security headers on every answer, and same-origin proxies to the platform and CMS so cookies stay first-party.
 * Built without listening, so tests can `inject` requests.
 */
export async function buildWebServer({
  root,
  shell,
  platformUrl,
  cmsUrl,
  allowedOrigins = [],
  reportOnly = false,
  bodyLimit = DEFAULT_BODY_LIMIT,
  trustProxy = false,
  tls,
  logStream,
  serverRender = true,
  renderBudgetMs = DEFAULT_RENDER_BUDGET_MS,
  busy,
}: WebServerOptions) {
  const dist = resolve(root);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run the build first`);
  const logger = { level: process.env['WEB_LOG_LEVEL'] ?? 'warn', ...(logStream ? { stream: logStream } : {}) };
  // One type for both: the HTTP/2 server's routes and hooks are used through the same interface.
  const app = (
    tls ? Fastify({ logger, trustProxy, http2: true, https: { allowHTTP1: true, ...tls } }) : Fastify({ logger, trustProxy })
  ) as unknown as FastifyInstance;

  await registerSecurityHeaders(app, { shell, allowedOrigins, reportOnly });
  await registerCspReport(app);
  await registerPlatformProxy(app, { platformUrl, cmsUrl, bodyLimit, partnerOrigins: allowedOrigins });

  const { template, sendIndexHtml } = createIndexHtml(dist);
  const entry = shell === 'web' && serverRender ? serverEntryOf(dist) : null;
  const sendPage = entry
    ? await createServerRender({ entry, root: dist, platformUrl, cmsUrl, budgetMs: renderBudgetMs, template, fallback: sendIndexHtml, noncePlaceholder: CSP_NONCE_PLACEHOLDER, busy })
    : sendIndexHtml;
  await app.register(staticFiles, {
    root: dist,
    preCompressed: true,
    // Files are looked up per request (below), so a rebuild is served without a restart.
    serve: false,
    index: false,
    // index.html is never served as a file: it needs the response's nonce (below). The build's notes (.vite) are no page.
    allowedPath: (pathName) => !/^\/index\.html(?:\.br|\.gz)?$/.test(pathName) && !pathName.startsWith('/.vite/'),
    setHeaders: (res, path) => {
      const hashed = /[/\\]assets[/\\]/.test(path);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', sendPage);
  app.get('/index.html', sendIndexHtml);
  // A path with a file extension is a file of the build; every other GET is a route of the site, rendered on the
  // server (web shell) or the app shell. Told apart here, so a page never costs a look in the file system (a visitor's
  // page from the cache is sent in about a millisecond, and the file lookups took as long).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => (FILE_PATH.test(pathOf(request.url)) ? reply.sendFile(pathOf(request.url)) : sendPage(request, reply)),
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).type('text/plain').header('cache-control', 'no-store').send('Not found'));
  return app;
}

/** `buildWebServer`, listening. */
export async function startWebServer(options: WebServerOptions & { port: number; host?: string }) {
  const app = await buildWebServer(options);
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
