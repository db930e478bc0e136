import { authMessages } from '@casino/auth';
import { gamehallMessages } from '@casino/gamehall';
import { uiKitMessages } from '@casino/ui-kit';
import { commonMessages, I18nProvider, type Locale } from '@casino/i18n';
import { Outlet } from 'react-router-dom';
import { shellMessages } from '../messages/shell-messages';

/** The current locale's messages of every lib the shell shows; only that locale's files are loaded. */
const catalogues = [commonMessages, uiKitMessages, shellMessages, gamehallMessages, authMessages];

export type LocaleRootProps = { locale: Locale };

export function LocaleRoot({ locale }: LocaleRootProps) {
  return (
    <I18nProvider locale={locale} catalogues={catalogues}>
      <Outlet />
    </I18nProvider>
  );
}
