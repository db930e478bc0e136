/**
 * Strapi's query string: nested `filters[url][$eq]=/` and `populate[favicon]=true` keys stay readable,
 * only values are encoded (SPEC.md 7.3, qs `encodeValuesOnly`). qs and its helpers weigh about 19 kB gzip, so
 * they load with the first CMS call instead of with the page: the site's first paint needs no CMS answer.
 */
export async function cmsQueryString(query: Record<string, unknown>): Promise<string> {
  const { default: qs } = await import('qs');
  return qs.stringify(query, { encodeValuesOnly: true });
}
