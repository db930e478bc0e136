import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { createBusyMeter } from './busy-meter.ts';
import { acceptedEncoding } from './index-html.ts';
import { createPageCache, pageForResponse, type CachedPage } from './page-cache.ts';
import { cspNonceOf } from './security-headers.ts';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../vite/route-chunks.ts';

/** What the web shell's server build (dist/apps/shell-server/entry-server.js) exports: `createSiteRenderer`'s function. */
type RenderPage = (request: {
  url: string;
  headers: Readonly<Record<string, string | undefined>>;
  nonce: string;
  template: string;
  transport: { platformUrl: string; cmsUrl: string; headers: Readonly<Record<string, string>>; fetched: string[] };
  budgetMs: number;
  pageAssets?: RouteChunks;
}) => Promise<
  | { type: 'redirect'; status: number; location: string; signedIn: boolean }
  | { type: 'page'; status: number; signedIn: boolean; failed: boolean; body: Readable }
  | { type: 'browser-render' }
>;

/** Seconds a visitor's page may be served from a shared cache, then again while it is revalidated. */
export const PUBLIC_PAGE_MAX_AGE = 5;
export const PUBLIC_PAGE_STALE = 30;

/** What the server build exports: the renderer, and (since the visitor page cache) the locale a visitor is served in. */
type ServerEntry = { renderPage: RenderPage; visitorLocale?: (acceptLanguage: string | undefined) => string };

/** The server build beside a browser build: dist/apps/shell → dist/apps/shell-server/entry-server.js. */
export function serverEntryOf(root: string): string | null {
  const entry = join(dirname(root), `${basename(root)}-server`, 'entry-server.js');
  return existsSync(entry) ? entry : null;
}

/** The browser build's chunks of each route's page (tools/vite/route-chunks.ts), or none from an older build. */
export function routeChunksOf(root: string): RouteChunks | undefined {
  const file = join(root, ROUTE_CHUNKS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteChunks) : undefined;
}

/**
 * A page is public (the same for every visitor, cacheable by a CDN for a few seconds) only when the request carried
 * no cookie at all and the platform did not know the player: anything that may depend on a session, a stored
 * locale choice included, is `private, no-store`, so no player's page ever lands in a shared cache. A visitor's page
 * with a part whose platform call failed is `no-store`: the failure is news for this visitor only.
 */
export function pageCacheControl(request: FastifyRequest, signedIn: boolean, failed = false): string {
  if (signedIn || request.headers.cookie) return 'private, no-store';
  if (failed) return 'no-store';
  return `public, max-age=${PUBLIC_PAGE_MAX_AGE}, stale-while-revalidate=${PUBLIC_PAGE_STALE}`;
}

/** The request's headers the platform judges a player by, with the client address this server saw (never what the client claimed). */
function upstreamHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
  for (const name of ['cookie', 'user-agent', 'accept-language'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * The key of a visitor's page in the cache, or null when the request may not be answered from it (or fill it): any
 * cookie at all means the page may depend on a session or a stored choice. A visitor's page is decided by the URL
 * (host included: canonical and alternate links name it) and the locale Accept-Language sends a visitor to; it is
 * kept uncompressed, so one render serves every encoding.
 */
function visitorPageKey(request: FastifyRequest, localeOf: ServerEntry['visitorLocale']): string | null {
  if (request.headers.cookie !== undefined || !['GET', 'HEAD'].includes(request.method)) return null;
  const acceptLanguage = request.headers['accept-language'];
  const locale = localeOf ? localeOf(acceptLanguage) : `raw:${acceptLanguage ?? ''}`;
  return `${request.protocol}://${request.host}${request.url} ${locale}`;
}

/**
 * A visitor's page from the cache, under this response's own nonce, as its policy names it. Brotli while the server
 * has time (a sixth smaller than gzip: on `/` the page then fits the first round trip of a new connection); gzip while
 * it is busy, which costs nothing to send (nonce-slots.ts) where brotli costs a millisecond or more of the one thread
 * per page: under 200 visitors at once that was most of the time each waited.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, busy: boolean) {
  const encoding = acceptedEncoding(request.headers['accept-encoding'], busy ? ['gzip', 'br'] : ['br', 'gzip']);
  reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', pageCacheControl(request, false));
  reply.header('vary', 'accept-encoding, cookie, accept-language').header('age', String(Math.floor((Date.now() - page.renderedAt) / 1000)));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(pageForResponse(page, cspNonceOf(request), encoding));
}

/** A streamed page compressed as it streams: each chunk React flushes is flushed to the player at once. */
function compressed(request: FastifyRequest, reply: FastifyReply, body: Readable): Readable {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    reply.header('content-encoding', 'br');
    return body.pipe(createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (encoding === 'gzip') {
    reply.header('content-encoding', 'gzip');
    return body.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 }));
  }
  return body;
}

/** Collects a page's HTML as it streams to the player: `done` gets all of it, or null when the stream failed. */
function keep(body: Readable, done: (html: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  body.on('data', (chunk: Buffer | string) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  body.once('end', () => done(Buffer.concat(chunks)));
  body.once('error', () => done(null));
  body.once('close', () => done(null));
}

export type ServerRenderOptions = {
  entry: string;
  /** The browser build's folder: its route chunks are linked from each page's head. */
  root: string;
  platformUrl: string;
  cmsUrl: string;
  /** WEB_RENDER_BUDGET_MS: how long a page's data may take before the page is sent with what has arrived. */
  budgetMs: number;
  /** index.html with the placeholder of the nonce (the browser build's). */
  template: () => Promise<string>;
  /** The client-rendered app shell: what a page is served as when its server render fails. */
  fallback: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  noncePlaceholder: string;
  /** Whether the server is busy: kept pages are then sent in the encoding that costs it least. */
  busy?: () => boolean;
};

/** The handler of every page request of the web shell: rendered on the server, streamed, with its real status. */
export async function createServerRender({ entry, root, platformUrl, cmsUrl, budgetMs, template, fallback, noncePlaceholder, busy = createBusyMeter().busy }: ServerRenderOptions) {
  const { renderPage, visitorLocale } = (await import(pathToFileURL(entry).href)) as ServerEntry;
  // Read with the server entry, once: both belong to the same build.
  const pageAssets = routeChunksOf(root);
  const cache = createPageCache({ freshMs: PUBLIC_PAGE_MAX_AGE * 1000, staleMs: PUBLIC_PAGE_STALE * 1000 });
  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const key = visitorPageKey(request, visitorLocale);
    let found = key ? cache.lookup(key) : null;
    // A fresh page; a stale one while another request renders it anew; or what a render under way ends with: its page,
    // or the app shell when the platform was slower than the budget. A render whose page may not be kept is followed
    // by one other, not by every visitor who waited for it; twice at most, then the page is rendered for this visitor.
    for (let waited = 0; key && found?.rendering && !found.page && waited < 2; waited++) {
      const outcome = await found.rendering;
      if (outcome === 'too-slow') return fallback(request, reply);
      if (outcome) return sendCached(request, reply, outcome, busy());
      found = cache.lookup(key);
    }
    if (found?.page && (found.fresh || found.rendering)) return sendCached(request, reply, found.page, busy());
    // This request renders the page; visitors asking the same one meanwhile wait for it (or get the one before).
    const settle = key && request.method === 'GET' && !found?.rendering ? cache.begin(key) : () => undefined;
    const nonce = cspNonceOf(request);
    let result: Awaited<ReturnType<RenderPage>>;
    try {
      result = await renderPage({
        url: `${request.protocol}://${request.host}${request.url}`,
        headers: request.headers as Record<string, string | undefined>,
        nonce,
        template: (await template()).replaceAll(noncePlaceholder, nonce),
        transport: { platformUrl, cmsUrl, headers: upstreamHeaders(request), fetched: [] },
        budgetMs,
        pageAssets,
      });
    } catch (error) {
      settle(null);
      // The browser renders the page itself: a failed server render never costs a player the page.
      request.log.error({ err: error, url: request.url }, 'server render failed');
      return fallback(request, reply);
    }
    if (result.type === 'browser-render') settle('too-slow');
    const keepable = result.type === 'page' && result.status === 200 && !result.signedIn && !result.failed;
    if (result.type !== 'browser-render' && !keepable) settle(null);
    if (result.type === 'browser-render') {
      request.log.warn({ url: request.url, budgetMs }, 'platform slower than the render budget: the browser renders the page');
      return fallback(request, reply);
    }
    reply.header('cache-control', pageCacheControl(request, result.signedIn, result.type === 'page' && result.failed)).header('vary', 'accept-encoding, cookie, accept-language');
    if (result.type === 'redirect') return reply.code(result.status).header('location', result.location).send();
    reply.code(result.status).type('text/html; charset=utf-8');
    if (keepable) keep(result.body, (html) => settle(html ? { status: 200, nonce, html } : null));
    return reply.send(compressed(request, reply, result.body));
  };
}
