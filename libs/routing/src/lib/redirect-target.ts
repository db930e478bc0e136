/** Where a redirect may take the player: a path of this site, or an external address. */
export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

export type RedirectPolicy = {
  /**
   * External hosts that may be followed (SPEC.md 8: an external URL is refused unless explicitly allowed):
   * 'partner.com' exactly, '*.partner.com' for its subdomains, or 'any' for a target the operator's own platform or CMS
   * named (a payment page, a configured custom or server redirect), which is that explicit allowance.
   */
  externalHosts: readonly string[] | 'any';
  /** The site's origin: an absolute URL on it is a path of the site. Without it, only paths are (and the site's host goes by the list). */
  origin?: string;
};

/** A stand-in origin for resolving paths when the caller has none; never a real host. */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

/** Tabs and line breaks, raw or percent-encoded (browsers drop them from URLs), and encoded slashes of the path. */
const ENCODED_PATH_TRICKS = /%25(?=2f|5c|09|0a|0d)|%2f|%5c|%09|%0a|%0d/gi;
const DECODED: Record<string, string> = { '%25': '%', '%2f': '/', '%5c': '/', '%09': '', '%0a': '', '%0d': '' };

/**
 * A value read the way a browser (or a server that decodes once more) would: without tabs and line breaks, with
 * backslashes as slashes, and with encoded slashes in the path decoded, so '/%09/evil.example', '/\evil.example' and
 * '/%2F%2Fevil.example' all show what they are, '//evil.example'.
 */
function normalise(raw: string): string {
  const value = raw.replace(/[\t\n\r]/g, '').trim().replace(/\\/g, '/');
  const split = value.search(/[?#]/);
  let path = split === -1 ? value : value.slice(0, split);
  for (let previous = ''; previous !== path; ) {
    previous = path;
    path = path.replace(ENCODED_PATH_TRICKS, (match) => DECODED[match.toLowerCase()] ?? match);
  }
  return split === -1 ? path : `${path}${value.slice(split)}`;
}

function isAllowedHost(hostname: string, allowed: RedirectPolicy['externalHosts']): boolean {
  if (allowed === 'any') return true;
  const host = hostname.toLowerCase();
  return allowed.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
  });
}

/**
 * The one judge of every redirect the front end follows (backUrl, redirectUrl after sign-in, the social sign-in
 * return, payment pages, custom and server redirects): the target normalised as a browser reads it, then either a
 * path of this site, or an http(s) address on an allowed host without credentials. Anything else (javascript:,
 * data:, '//evil', a look-alike host, 'https://ok@evil') is null: the caller stays or falls back.
 */
export function resolveRedirect(raw: string | null | undefined, { externalHosts, origin = PLACEHOLDER_ORIGIN }: RedirectPolicy): RedirectTarget | null {
  if (typeof raw !== 'string') return null;
  const value = normalise(raw);
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.origin === new URL(origin).origin) {
    // '/.//evil.example' resolves to the path '//evil.example', which a navigation would read as another host.
    return { kind: 'internal', path: `${url.pathname.replace(/^\/{2,}/, '/')}${url.search}${url.hash}` };
  }
  return isAllowedHost(url.hostname, externalHosts) ? { kind: 'external', url: url.href } : null;
}

/** A path of this site from a value anyone can craft (redirectUrl, the page a sign-in returns to), or null. */
export function sitePath(raw: string | null | undefined): string | null {
  const target = resolveRedirect(raw, { externalHosts: [] });
  return target?.kind === 'internal' ? target.path : null;
}
