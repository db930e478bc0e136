/** A query value as endpoints give it; arrays are sent comma-separated, null and undefined are dropped. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export const API_VERSION = '2.32';

/**
 * The query string of SPEC.md 7.1: the call's own values without nulls, then `v=2.32`, the current locale
 * and `_non_strict=true` inside a frame.
 */
export function buildQueryString(params: QueryParams | undefined, locale: string, inFrame: boolean): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  search.set('v', API_VERSION);
  search.set('locale', locale);
  if (inFrame) search.set('_non_strict', 'true');
  return search.toString();
}
