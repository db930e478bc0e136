import { type Locale, LOCALES } from '@casino/platform-contract';
import { localizePath } from './locales';
import { ROUTE_TABLE, type RouteDefinition } from './route-table';

export type LocalizedRoute = {
  /** Unique router id: '{name}:{locale}'. */
  id: string;
  locale: Locale;
  /** The prefixed pattern: '/cashier/deposit/:sysname', '/pt-BR/cashier/deposit/:sysname', ... */
  path: string;
  route: RouteDefinition;
};

/** Every route in its six locale variants (SPEC.md 2.1): en unprefixed, the others under their prefix. */
export const LOCALIZED_ROUTES: readonly LocalizedRoute[] = LOCALES.flatMap((locale) =>
  ROUTE_TABLE.map((route) => ({
    id: `${route.name}:${locale}`,
    locale,
    path: localizePath(route.path, locale),
    route,
  })),
);
