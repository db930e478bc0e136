import { DEFAULT_LOCALE, localeFromPathname } from '@casino/i18n';

/** The locale every platform call carries (SPEC.md 7.1): the one of the page the player is on. */
export const currentLocale = () => localeFromPathname(window.location.pathname) ?? DEFAULT_LOCALE;
