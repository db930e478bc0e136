import type { FastifyRequest } from 'fastify';
import { PlatformFault } from './fault';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why a state-changing request is refused, or null when it may go on. A browser names the page's origin in
 * `Origin` (and says how it relates to us in `Sec-Fetch-Site`) on every POST, so a form or script on another
 * origin, a sibling subdomain or another port of the same host included, is told apart from the site's own
 * pages. A request with neither header is not from a browser page (curl, a server, a test) and may pass: the
 * session cookie is what such a request would lack.
 */
export function foreignWriteReason(request: FastifyRequest, siteOrigins: readonly string[]): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers['origin'];
  if (typeof origin === 'string') {
    return siteOrigins.includes(origin) ? null : `Origin ${origin.slice(0, 100)} is not one of the site's own origins`;
  }
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site ${site.slice(0, 20)}: the request came from another site`;
  return null;
}

/** Refuses a state-changing request from another origin with AccessDeniedException (403), before any state changes. */
export function requireSiteOrigin(request: FastifyRequest, siteOrigins: readonly string[]) {
  const reason = foreignWriteReason(request, siteOrigins);
  if (reason) throw new PlatformFault('AccessDeniedException', undefined, undefined, reason);
}
