import { DEFAULT_LOCALE, type Locale } from '@casino/platform-contract';
import { matchLocale } from './locales';

export type LocaleSources = {
  isSignedIn?: boolean;
  /** The account's locale, used only when signed in. */
  accountLocale?: string | null;
  /** The value of the `i18n_redirected` cookie. */
  cookieLocale?: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[];
};

/**
 * The locale a player prefers when the URL names none, in the order of SPEC.md section 4 (locale change) after the
 * URL prefix (which the router reads, see `splitLocale` in routing): account locale when signed in, cookie, browser
 * language, default. Unsupported values fall through to the next source.
 */
export function detectLocale(sources: LocaleSources): Locale {
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
