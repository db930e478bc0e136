const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type WriteRequest = {
  method: string;
  /** The Origin header, if any. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, if any. */
  fetchSite: string | undefined;
  /** The site's own origin, as this request reached it (scheme and Host). */
  siteOrigin: string;
  /** Other origins whose form posts are welcome on this path (partners' returns to /platform and /oauth). */
  partnerOrigins?: readonly string[];
};

const originOf = (value: string) => {
  try {
    return new URL(value).origin.toLowerCase();
  } catch {
    return null;
  }
};

/** An origin of CSP_ALLOWED_ORIGINS matches: exactly, or `https://*.vendor.com` for any subdomain of vendor.com. */
function originMatches(pattern: string, origin: string): boolean {
  const wildcard = /^([a-z]+:\/\/)\*(\.[^/]+)$/i.exec(pattern);
  if (!wildcard) return originOf(pattern) === origin;
  const [, scheme = '', suffix = ''] = wildcard;
  return origin.startsWith(scheme.toLowerCase()) && origin.endsWith(suffix.toLowerCase()) && origin.length > scheme.length + suffix.length;
}

/**
 * Whether a state-changing request came from a page on another origin (CSRF, login CSRF), as browsers tell it:
 * `Sec-Fetch-Site` when the browser sends it (same-site counts as another origin: a page on a sibling host or port is
 * not the site; a same-origin page whose referrer policy turns its Origin into `null` is still the site), otherwise
 * `Origin` (`null` from a sandboxed page included). A request with neither header is not from a browser page, so no
 * player's cookies ride on it without the caller holding them; it is the platform's to judge.
 */
export function isCrossOriginWrite({ method, origin, fetchSite, siteOrigin, partnerOrigins = [] }: WriteRequest): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const from = origin === undefined ? undefined : originOf(origin);
  const own = originOf(siteOrigin);
  const isPartner = typeof from === 'string' && partnerOrigins.some((partner) => originMatches(partner, from));
  if (isPartner) return false;
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  return origin !== undefined && (from === null || from !== own);
}

/** The platform's error envelope (SPEC.md 8), so the front end and any client read the refusal like the platform's own. */
export const accessDenied = (message: string) => ({ error: { type: 'AccessDeniedException', message } });
