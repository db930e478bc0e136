import { buildPath, isRoutingLocale, type QueryInput, type RouteName } from '@casino/routing';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type ProfilePathOptions = { query?: QueryInput; hash?: string };

// buildPath's per-route typing needs a literal route name; the profile only links to routes without params.
const build = buildPath as (name: RouteName, options: ProfilePathOptions & { locale?: string }) => string;

/** `buildPath` in the page's locale, so every profile link keeps the player's language prefix. */
export function useProfilePath() {
  const { locale } = useIntl();
  return useCallback(
    (name: RouteName, options: ProfilePathOptions = {}) => build(name, { ...options, locale: isRoutingLocale(locale) ? locale : undefined }),
    [locale],
  );
}
