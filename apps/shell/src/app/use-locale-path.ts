import { withLocalePrefix, type Locale } from '@casino/i18n';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Builds a path in the current page's language: `/gamehall` becomes `/pl/gamehall` on a Polish page. */
export function useLocalePath() {
  const { locale } = useIntl();
  return useCallback((path: string) => withLocalePrefix(locale as Locale, path), [locale]);
}
