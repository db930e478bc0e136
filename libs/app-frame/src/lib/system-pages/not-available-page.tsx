import { SystemPage } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { systemPagesMessages } from './system-pages.messages';

/** A known route whose feature has no page yet: said plainly, with the way back home. */
export function NotAvailablePage() {
  const path = useLocalizedPath();
  return (
    <SystemPage
      icon="hourglass"
      tone="info"
      title={<FormattedMessage {...systemPagesMessages.notAvailableTitle} />}
      description={<FormattedMessage {...systemPagesMessages.notAvailableDescription} />}
      link={{ to: path('index'), label: <FormattedMessage {...systemPagesMessages.notFoundAction} /> }}
    />
  );
}
