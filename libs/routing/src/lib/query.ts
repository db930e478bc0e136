export type QueryValue = string | number | boolean | null | undefined;

/** Query values for the builders; null and undefined are left out, arrays repeat the key. */
export type QueryInput = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/**
 * Builds '?a=1&b=2' (or '' when empty). Values go through encodeURIComponent, so a path in a value
 * becomes '%2Fprofile%2Fsettings', the same as the router writes it.
 */
export function buildQuery(query: QueryInput | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as readonly QueryValue[]) {
      if (value === null || value === undefined) continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Reads one query value from a search string ('?a=1'); null when the key is absent. */
export function readQuery(search: string, key: string): string | null {
  return new URLSearchParams(search).get(key);
}

/** The search string without the given keys, the remaining pairs kept in their order. */
export function withoutQueryKeys(search: string, keys: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const key of keys) params.delete(key);
  return searchFromParams(params);
}

/** Merges two search strings; keys of `extra` are appended after those of `base`. */
export function mergeSearch(base: string, extra: string): string {
  const params = new URLSearchParams(base);
  new URLSearchParams(extra).forEach((value, key) => params.append(key, value));
  return searchFromParams(params);
}

function searchFromParams(params: URLSearchParams): string {
  // URLSearchParams writes spaces as '+'; keep the encodeURIComponent style of buildQuery instead.
  const pairs: string[] = [];
  params.forEach((value, key) => pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`));
  return pairs.length ? `?${pairs.join('&')}` : '';
}
