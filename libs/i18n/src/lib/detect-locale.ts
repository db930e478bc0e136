import { localeFromPathname } from './locale-paths';
import { DEFAULT_LOCALE, matchLocale, type Locale } from './locales';

export type LocaleSources = {
  /** The current URL path; its prefix wins over everything else. */
  pathname?: string;
  isSignedIn?: boolean;
  /** The account's locale, used only when signed in. */
  accountLocale?: string | null;
  /** The value of the `i18n_redirected` cookie. */
  cookieLocale?: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[];
};

/**
 * The locale to show, in the order of SPEC.md section 4 (locale change): URL prefix, account locale
 * when signed in, cookie, browser language, default. Unsupported values fall through to the next source.
 */
export function detectLocale(sources: LocaleSources): Locale {
  const fromPath = sources.pathname ? localeFromPathname(sources.pathname) : undefined;
  if (fromPath) return fromPath;
  const fromAccount = sources.isSignedIn ? matchLocale(sources.accountLocale) : undefined;
  if (fromAccount) return fromAccount;
  const fromCookie = matchLocale(sources.cookieLocale);
  if (fromCookie) return fromCookie;
  for (const language of sources.browserLanguages ?? []) {
    const fromBrowser = matchLocale(language);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LOCALE;
}
