import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest, RawServerBase, RequestGenericInterface } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import {
  baselinePolicy,
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  serializePolicy,
  sitePolicy,
  type Shell,
} from './content-security-policy.ts';

export type SecurityHeadersOptions = {
  shell: Shell;
  /** CSP_ALLOWED_ORIGINS, parsed. */
  allowedOrigins: readonly string[];
  /** CSP_REPORT_ONLY: the site policy is reported, not enforced (the baseline policy stays enforced). */
  reportOnly: boolean;
};

/** The platform's own pages on the site's origin, which get the baseline policy only (see baselinePolicy). */
export const PLATFORM_PAGE_PREFIXES = ['/platform', '/oauth'] as const;

type AnyRequest = FastifyRequest<RequestGenericInterface, RawServerBase>;
const nonces = new WeakMap<AnyRequest['raw'], string>();

/** This response's CSP nonce (128 random bits, fresh for every request). */
export function cspNonceOf(request: AnyRequest): string {
  let nonce = nonces.get(request.raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request.raw, nonce);
  }
  return nonce;
}

const startsWithPrefix = (url: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

/** Features the site never uses are off; those games, payments and identity checks use stay with the site and its partners. */
function permissionsPolicy(allowedOrigins: readonly string[]): string {
  const partners = allowedOrigins.filter((origin) => origin.startsWith('https:') || origin.startsWith('http:')).map((origin) => `"${origin}"`);
  const selfAndPartners = `(${['self', ...partners].join(' ')})`;
  // Only features Chromium knows: an unknown one is a console error on every page.
  const off = ['geolocation', 'microphone', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics'];
  // camera: the identity verification vendor's frame takes the document and selfie photos.
  const partnerFeatures = ['camera', 'payment', 'fullscreen', 'autoplay'];
  return [...off.map((feature) => `${feature}=()`), ...partnerFeatures.map((feature) => `${feature}=${selfAndPartners}`)].join(', ');
}

/**
 * Security headers on every answer, the proxied ones included: helmet's set (nosniff, X-Frame-Options for browsers
 * without frame-ancestors, and the rest of its defaults) with the site's Referrer-Policy and opener policy, plus the
 * Content-Security-Policy with this response's nonce, a Permissions-Policy, the reporting endpoint and, when the
 * request came over TLS, HSTS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { shell, allowedOrigins, reportOnly }: SecurityHeadersOptions) {
  await app.register(helmet, {
    // Written below: it differs per answer and per response (the nonce), and is joined by a baseline in a rollout.
    contentSecurityPolicy: false,
    // Only over TLS (see below): a plain-HTTP answer cannot promise HTTPS.
    strictTransportSecurity: false,
    // The Telegram shell is framed by Telegram's web clients, which X-Frame-Options cannot name; frame-ancestors does.
    xFrameOptions: shell === 'web' ? { action: 'sameorigin' } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The social sign-in popup is read by the page that opened it (libs/auth); payment windows get no opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  const baseline = serializePolicy(baselinePolicy(shell));
  const permissions = permissionsPolicy(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const headers: Record<string, string> = { 'permissions-policy': permissions };
    if (startsWithPrefix(request.url, PLATFORM_PAGE_PREFIXES)) {
      headers['content-security-policy'] = baseline;
    } else {
      const site = serializePolicy(sitePolicy({ shell, allowedOrigins, nonce: cspNonceOf(request) }));
      if (reportOnly) {
        headers['content-security-policy-report-only'] = site;
        headers['content-security-policy'] = baseline;
      } else {
        headers['content-security-policy'] = site;
      }
      headers['reporting-endpoints'] = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
    }
    if (request.protocol === 'https') headers['strict-transport-security'] = 'max-age=31536000';
    policies.set(request.raw, headers);
    reply.headers(headers);
  });
}

const POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only'] as const;
const policies = new WeakMap<AnyRequest['raw'], Record<string, string>>();

/**
 * An upstream answer's headers with the site's policies kept: a policy the platform sends for its own page stays and
 * the site's is added beside it (a browser enforces every policy it gets), instead of one replacing the other.
 */
export function withSitePolicies(upstream: IncomingHttpHeaders, request: AnyRequest): IncomingHttpHeaders {
  const ours = policies.get(request.raw) ?? {};
  const headers = { ...upstream };
  for (const name of POLICY_HEADERS) {
    const theirs = headers[name];
    const own = ours[name];
    if (theirs === undefined || own === undefined) continue;
    headers[name] = [...(Array.isArray(theirs) ? theirs : [theirs]), own];
  }
  return headers;
}
