import { buildPath, type RouteName, type RoutingLocale } from '@casino/routing';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The path of a parameterless named route in the current page's language: 'gamehall.index' → '/pl/gamehall'. */
export function useRoutePath() {
  const { locale } = useIntl();
  return useCallback((name: RouteName) => (buildPath as (n: RouteName, o: { locale: RoutingLocale }) => string)(name, { locale: locale as RoutingLocale }), [locale]);
}
