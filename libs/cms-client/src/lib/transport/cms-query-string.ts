import qs from 'qs';

/**
 * Strapi's query string: nested `filters[url][$eq]=/` and `populate[favicon]=true` keys stay readable,
 * only values are encoded (SPEC.md 7.3, qs `encodeValuesOnly`).
 */
export const cmsQueryString = (query: Record<string, unknown>): string => qs.stringify(query, { encodeValuesOnly: true });
