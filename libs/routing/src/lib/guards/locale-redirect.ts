import { DEFAULT_LOCALE, LOCALES } from '@casino/platform-contract';
import { localizePath } from '../locales';
import { formatLocation } from '../location';
import { CONTINUE, type GuardDecision, type NavigationContext } from './navigation-context';

/**
 * Guard 1 (SPEC.md 2.4): the locale prefix is the first path segment, the default locale has none.
 * - a prefix in the wrong case ('/pt-br/x', '/PL') is redirected to its canonical spelling;
 * - the default locale written as a prefix ('/en/x') is redirected to the unprefixed path;
 * - on entry (no previous route) to an unprefixed path, a detected non-default locale redirects to
 *   its prefix, so a returning pl player lands on '/pl/...'. Later in-app navigations are left alone:
 *   their links are built for the current locale already.
 * Query and hash are kept.
 */
export function localeRedirect({ to, from, preferredLocale }: NavigationContext): GuardDecision {
  const [, first = '', ...rest] = to.pathname.split('/');
  const canonical = LOCALES.find((locale) => locale.toLowerCase() === first.toLowerCase());
  const unprefixed = `/${rest.join('/')}`;
  if (canonical === DEFAULT_LOCALE) {
    return redirect(unprefixed, to);
  }
  if (canonical && canonical !== first) {
    return redirect(localizePath(unprefixed, canonical), to);
  }
  if (!canonical && from === null && preferredLocale && preferredLocale !== DEFAULT_LOCALE) {
    return redirect(localizePath(to.pathname, preferredLocale), to);
  }
  return CONTINUE;
}

function redirect(pathname: string, { search, hash }: NavigationContext['to']): GuardDecision {
  return { type: 'redirect', to: formatLocation({ pathname, search, hash }), replace: true };
}
