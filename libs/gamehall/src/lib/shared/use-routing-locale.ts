import { DEFAULT_ROUTING_LOCALE, isRoutingLocale, type RoutingLocale } from '@casino/routing';
import { useIntl } from 'react-intl';

/** The page's locale as the path builder wants it (the shell's I18nProvider sets react-intl's locale). */
export function useRoutingLocale(): RoutingLocale {
  const { locale } = useIntl();
  return isRoutingLocale(locale) ? locale : DEFAULT_ROUTING_LOCALE;
}
