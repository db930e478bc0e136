import { DEFAULT_ROUTING_LOCALE, isRoutingLocale, type RoutingLocale } from '@casino/routing';
import { useIntl } from 'react-intl';

/** The locale the page is shown in, as the path builder of @casino/routing takes it. */
export function useRoutingLocale(): RoutingLocale {
  const { locale } = useIntl();
  return isRoutingLocale(locale) ? locale : DEFAULT_ROUTING_LOCALE;
}
