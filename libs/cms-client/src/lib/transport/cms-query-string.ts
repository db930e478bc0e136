/** RFC 3986 unreserved characters stay; everything else is percent-encoded, as qs does by default. */
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

function append(pairs: string[], key: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) pairs.push(`${key}=`);
  else if (value instanceof Date) pairs.push(`${key}=${encodeValue(value.toISOString())}`);
  else if (Array.isArray(value)) value.forEach((item, index) => append(pairs, `${key}[${index}]`, item));
  else if (typeof value === 'object') for (const [name, item] of Object.entries(value)) append(pairs, `${key}[${name}]`, item);
  else pairs.push(`${key}=${encodeValue(String(value))}`);
}

/**
 * Strapi's query string: nested `filters[url][$eq]=/` and `populate[favicon]=true` keys stay readable, only values
 * are encoded (SPEC.md 7.3) — what `qs.stringify(query, { encodeValuesOnly: true })` writes, and its spec proves it
 * against qs. Written here because qs and its helpers weigh about 19 kB gzip, and the guard chain's CMS redirects
 * are on the way to every first page.
 */
export function cmsQueryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) append(pairs, key, value);
  return pairs.join('&');
}
