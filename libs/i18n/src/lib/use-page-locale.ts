import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** The locale the page is shown in, typed as the site's locales (links, paths and calls take it). */
export function usePageLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
