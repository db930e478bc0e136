/**
 * The six site locales (SPEC.md 1 and 9). Kept here rather than imported from `@casino/i18n` so routing
 * stays a leaf util; the i18n lib owns detection, cookies and messages, routing only owns the URL prefix.
 */
export const ROUTING_LOCALES = ['en', 'pt-BR', 'pl', 'ca', 'af', 'ar'] as const;

export type RoutingLocale = (typeof ROUTING_LOCALES)[number];

/** The default locale has no path prefix; every other locale is the first path segment. */
export const DEFAULT_ROUTING_LOCALE: RoutingLocale = 'en';

export function isRoutingLocale(value: string): value is RoutingLocale {
  return (ROUTING_LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a locale: '' for the default, '/pt-BR' and so on for the others. */
export function localePrefix(locale: RoutingLocale): string {
  return locale === DEFAULT_ROUTING_LOCALE ? '' : `/${locale}`;
}

export type LocalizedPathname = {
  /** The locale the path is in (the default when there is no prefix). */
  locale: RoutingLocale;
  /** The path without its locale prefix, always starting with '/'. */
  pathname: string;
  /** True when the first segment was a locale prefix. */
  prefixed: boolean;
};

/**
 * Splits the locale prefix off a pathname. Only an exact, non-default locale counts as a prefix:
 * '/en/x' and '/pt-br/x' are left alone here (the locale-redirect guard canonicalises them).
 */
export function splitLocale(pathname: string): LocalizedPathname {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_ROUTING_LOCALE && isRoutingLocale(first)) {
    return { locale: first, pathname: `/${rest.join('/')}`, prefixed: true };
  }
  return { locale: DEFAULT_ROUTING_LOCALE, pathname, prefixed: false };
}

/** Puts a locale prefix in front of an unprefixed path: ('/cashier', 'pl') → '/pl/cashier', ('/', 'pl') → '/pl'. */
export function localizePath(pathname: string, locale: RoutingLocale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return pathname;
  return pathname === '/' ? prefix : `${prefix}${pathname}`;
}
