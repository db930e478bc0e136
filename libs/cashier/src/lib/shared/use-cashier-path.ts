import { buildPath, isRoutingLocale, type QueryInput, type RouteName } from '@casino/routing';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type CashierPathOptions = { params?: Record<string, string | number>; query?: QueryInput; hash?: string };

// buildPath's per-route typing needs a literal route name; here the name is a variable.
const build = buildPath as (name: RouteName, options: CashierPathOptions & { locale?: string }) => string;

/** `buildPath` in the page's locale, so every cashier link keeps the player's language prefix. */
export function useCashierPath() {
  const { locale } = useIntl();
  return useCallback(
    (name: RouteName, options: CashierPathOptions = {}) => build(name, { ...options, locale: isRoutingLocale(locale) ? locale : undefined }),
    [locale],
  );
}
