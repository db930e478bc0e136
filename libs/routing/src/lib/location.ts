/** A navigation target as the router sees it: search with its '?', hash with its '#', both possibly empty. */
export type RouteLocation = {
  pathname: string;
  search: string;
  hash: string;
};

/** Parses a path such as '/pl/cashier?tab=1#top' (or an absolute URL) into its parts. */
export function parseLocation(url: string): RouteLocation {
  const parsed = new URL(url, 'http://placeholder.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

/** The full path of a location: pathname + search + hash, as it appears in the address bar. */
export function formatLocation({ pathname, search, hash }: RouteLocation): string {
  return `${pathname}${search}${hash}`;
}

/** Drops a trailing slash ('/cashier/' → '/cashier') so '/x' and '/x/' match the same route. */
export function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** True for http(s) and protocol-relative URLs: those leave the app and need a full page load. */
export function isAbsoluteUrl(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url);
}
