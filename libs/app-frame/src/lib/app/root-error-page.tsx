import { commonMessages, I18nProvider } from '@casino/i18n';
import { splitLocale } from '@casino/routing';
import { uiKitMessages } from '@casino/ui-kit';
import { useLocation } from 'react-router-dom';
import { frameMessages } from '../../frame-messages';
import { RouteErrorPage } from '../system-pages/route-error-page';

const catalogues = [commonMessages, uiKitMessages, frameMessages];

/** The last-resort boundary (the guards themselves failed): the error page in the URL's language, no layout. */
export function RootErrorPage() {
  const { pathname } = useLocation();
  return (
    <I18nProvider locale={splitLocale(pathname).locale} catalogues={catalogues}>
      <RouteErrorPage />
    </I18nProvider>
  );
}
