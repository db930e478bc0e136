import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from './locales';

/** Locales that appear as the first path segment; the default locale never does. */
const PREFIXED_LOCALES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

function splitPath(path: string): { pathname: string; rest: string } {
  const end = path.search(/[?#]/);
  return end === -1 ? { pathname: path, rest: '' } : { pathname: path.slice(0, end), rest: path.slice(end) };
}

/** The locale named by the URL's first segment (`/pl/games` -> `pl`), or undefined without a prefix. */
export function localeFromPathname(pathname: string): Locale | undefined {
  const segment = splitPath(pathname).pathname.split('/')[1] ?? '';
  return PREFIXED_LOCALES.find((code) => code === segment);
}

/** The path without its locale prefix: `/pl/games?x=1` -> `/games?x=1`, `/pl` -> `/`. */
export function stripLocalePrefix(path: string): string {
  const { pathname, rest } = splitPath(path);
  const locale = localeFromPathname(pathname);
  if (!locale) return path;
  const stripped = pathname.slice(locale.length + 1);
  return (stripped.startsWith('/') ? stripped : `/${stripped}`) + rest;
}

/** The path as seen in `locale`: `('pl', '/games')` -> `/pl/games`, `('en', '/pl/games')` -> `/games`. */
export function withLocalePrefix(locale: Locale, path: string): string {
  const bare = stripLocalePrefix(path.startsWith('/') ? path : `/${path}`);
  if (locale === DEFAULT_LOCALE) return bare;
  const { pathname, rest } = splitPath(bare);
  return (pathname === '/' ? `/${locale}` : `/${locale}${pathname}`) + rest;
}
