/** A base that is no real host: a target that resolves to another origin than this one leaves the site. */
const SITE = 'http://site.invalid';

/** The value without the C0 controls and spaces (code points up to U+0020) at its ends, as a URL parser drops them. */
function trimControls(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end -= 1;
  return value.slice(start, end);
}

/**
 * The one place a redirect target of the platform (the consent page's redirect_url and its Cancel link, the
 * payment page's return, any back URL) is made safe: it must be a path on the site's own origin, else `fallback`.
 * It is normalised first as a browser would read it (tabs and new lines dropped, backslashes as slashes, encoded
 * slashes and dots decoded) and resolved; a target that then names a host (`//evil.example`, `/\evil.example`,
 * `/%09/evil.example`, `/..//evil.example`) or a scheme (`https:`, `javascript:`) is refused. The answer is the
 * resolved path with its query and fragment.
 */
export function siteRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  const cleaned = trimControls(value)
    // Browsers drop tabs and new lines anywhere in a URL, and leading and trailing spaces and controls (trimControls).
    .replace(/[\t\n\r]/g, '')
    // Percent-encoded slashes, backslashes and dots would become them on a second decoding (a router, a proxy).
    .replace(/%(2f|5c)/gi, '/')
    .replace(/%2e/gi, '.')
    .replace(/\\/g, '/');
  if (!cleaned.startsWith('/') || cleaned.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(cleaned, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The target with one more query parameter (`?oauth=success`), kept a site path. */
export function withQueryParam(path: string, name: string, value: string): string {
  const url = new URL(siteRedirectPath(path), SITE);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
