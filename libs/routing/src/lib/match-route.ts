import type { Locale } from '@casino/platform-contract';
import { splitLocale } from './locales';
import { trimTrailingSlash } from './location';
import { compilePattern, matchPattern } from './path-pattern';
import { ROUTE_TABLE, type RouteDefinition } from './route-table';

export type RouteMatch = {
  route: RouteDefinition;
  params: Readonly<Record<string, string>>;
  locale: Locale;
  /** The pathname without its locale prefix. */
  pathname: string;
};

// Most specific first, so '/loyalty/shop' wins over '/loyalty/:sysname' and everything over '/:slug'.
const COMPILED = ROUTE_TABLE.map((route) => ({ route, compiled: compilePattern(route.path) })).sort(
  (a, b) => b.compiled.score - a.compiled.score,
);

/** The route a pathname (with or without locale prefix) shows, with its params and locale; null when none. */
export function matchRoute(pathname: string): RouteMatch | null {
  const { locale, pathname: unprefixed } = splitLocale(trimTrailingSlash(pathname));
  for (const { route, compiled } of COMPILED) {
    const params = matchPattern(compiled, unprefixed);
    if (params) return { route, params, locale, pathname: unprefixed };
  }
  return null;
}
