import proxy from '@fastify/http-proxy';
import type { FastifyError, FastifyInstance, FastifyRequest, RawServerBase, RequestGenericInterface } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { accessDenied, isCrossOriginWrite } from './cross-origin-writes.ts';
import { PLATFORM_PAGE_PREFIXES, withSitePolicies } from './security-headers.ts';

/**
 * Paths the browser calls on the site's own origin that belong to the platform (SPEC.md 7.1, 7.4). The emulator's
 * development routes (/__emulator: outbox, faults, reset) are not among them and never will be: they are reached on
 * the emulator's own loopback address only.
 */
export const PLATFORM_PREFIXES = ['/api', '/platform', '/oauth', '/hit', '/robots.txt'] as const;
/** The CMS (SPEC.md 7.3). */
export const CMS_PREFIX = '/cms';

/** 1 MiB: SPEC.md 7.2 has no upload method (identity documents go to the verification vendor's own frame). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export type PlatformProxyOptions = {
  platformUrl: string;
  cmsUrl: string;
  /** The largest request body passed on, in bytes; a larger one is answered 413 before it reaches the platform. */
  bodyLimit: number;
  /** CSP_ALLOWED_ORIGINS: partners whose form posts may come back to /platform and /oauth (payment returns, form_post sign-in). */
  partnerOrigins: readonly string[];
};

const startsWith = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/** `public` only when the platform says so: any other answer may be a player's and must stay out of every cache. */
function cacheControl(upstream: string | string[] | undefined): string {
  const value = Array.isArray(upstream) ? upstream.join(', ') : upstream;
  return value && /(?:^|,)\s*public\b/i.test(value) ? value : 'no-store';
}

/**
 * The same-origin proxies to the platform and the CMS, so cookies stay first-party. Defence in depth before any byte
 * goes upstream: a state-changing call from another origin is refused with the platform's AccessDeniedException, a
 * body over the bound is refused with 413, and the client's own forwarding headers are replaced by what this server
 * saw (X-Forwarded-For, -Proto, -Host), so the platform can limit per client and mark cookies Secure over TLS.
 */
export async function registerPlatformProxy(app: FastifyInstance, { platformUrl, cmsUrl, bodyLimit, partnerOrigins }: PlatformProxyOptions) {
  await app.register(async (scope) => {
    // The body is read whole (up to the bound) and passed on as it came: bytes, not a parsed and re-encoded value.
    const passBody = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Readable) => void) =>
      done(null, Readable.from([body], { objectMode: false }));
    for (const type of ['application/json', 'text/plain', '*']) scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit }, passBody);

    scope.addHook('onRequest', async (request, reply) => {
      const platformPage = PLATFORM_PAGE_PREFIXES.some((prefix) => startsWith(request.url, prefix));
      const crossOrigin = isCrossOriginWrite({
        method: request.method,
        origin: request.headers.origin,
        fetchSite: request.headers['sec-fetch-site'] as string | undefined,
        siteOrigin: `${request.protocol}://${request.host}`,
        partnerOrigins: platformPage ? partnerOrigins : [],
      });
      if (crossOrigin) {
        request.log.warn({ url: request.url, origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] }, 'cross-origin write refused');
        return reply.code(403).header('cache-control', 'no-store').send(accessDenied('A state-changing request from another origin is refused'));
      }
    });

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error(error);
        return reply.code(status).send(error);
      }
      const message = status === 413 ? `The request body is larger than ${bodyLimit} bytes` : error.message;
      return reply.code(status).header('cache-control', 'no-store').send({ error: { type: 'InvalidRequestException', message } });
    });

    type ProxiedRequest = FastifyRequest<RequestGenericInterface, RawServerBase>;
    const replyOptions = {
      rewriteRequestHeaders: (request: ProxiedRequest, headers: IncomingHttpHeaders) => {
        const forwarded = { ...headers };
        // undici refuses `expect` (every POST with Expect: 100-continue answered 500); Node has already sent the 100.
        delete forwarded['expect'];
        // What the client claims about itself is not passed on: only what this server saw (or its trusted proxy said).
        delete forwarded['forwarded'];
        delete forwarded['x-real-ip'];
        forwarded['x-forwarded-for'] = request.ip;
        forwarded['x-forwarded-proto'] = request.protocol;
        forwarded['x-forwarded-host'] = request.host;
        return forwarded;
      },
      rewriteHeaders: (headers: IncomingHttpHeaders, request?: ProxiedRequest) => ({
        ...(request ? withSitePolicies(headers, request) : headers),
        'cache-control': cacheControl(headers['cache-control']),
      }),
    };
    for (const prefix of PLATFORM_PREFIXES) {
      await scope.register(proxy, { upstream: platformUrl, prefix, rewritePrefix: prefix, http2: false, proxyPayloads: false, replyOptions });
    }
    await scope.register(proxy, { upstream: cmsUrl, prefix: CMS_PREFIX, rewritePrefix: CMS_PREFIX, http2: false, proxyPayloads: false, replyOptions });
  });
}
