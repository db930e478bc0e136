import { DEFAULT_LOCALE, isLocale, type Locale } from '@casino/platform-contract';
import { formatLocation, parseLocation } from './location';

/** The path prefix of a locale: '' for the default, '/pt-BR' and so on for the others. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

export type LocalizedPathname = {
  /** The locale the path is in (the default when there is no prefix). */
  locale: Locale;
  /** The path without its locale prefix, always starting with '/'. */
  pathname: string;
  /** True when the first segment was a locale prefix. */
  prefixed: boolean;
};

/**
 * The one parser of the locale in a URL (SPEC.md 2.4, guard 1: the locale prefix is the first path segment). Only an
 * exact, non-default locale counts as a prefix: '/en/x' and '/pt-br/x' are left alone here (the locale-redirect
 * guard canonicalises them).
 */
export function splitLocale(pathname: string): LocalizedPathname {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, pathname: `/${rest.join('/')}`, prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, pathname, prefixed: false };
}

/** Puts a locale prefix in front of an unprefixed path: ('/cashier', 'pl') → '/pl/cashier', ('/', 'pl') → '/pl'. */
export function localizePath(pathname: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return pathname;
  return pathname === '/' ? prefix : `${prefix}${pathname}`;
}

/** The same page in another locale, query and hash kept: ('/pl/games?tab=new#top', 'en') → '/games?tab=new#top'. */
export function pathInLocale(path: string, locale: Locale): string {
  const location = parseLocation(path.startsWith('/') ? path : `/${path}`);
  return formatLocation({ ...location, pathname: localizePath(splitLocale(location.pathname).pathname, locale) });
}
