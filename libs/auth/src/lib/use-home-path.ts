import { withLocalePrefix, type Locale } from '@casino/i18n';
import { useIntl } from 'react-intl';

/** The index page in the current language. */
export function useHomePath() {
  const { locale } = useIntl();
  return withLocalePrefix(locale as Locale, '/');
}
