import { SystemPage } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { RouteButton } from './route-button';
import { systemPagesMessages } from './system-pages.messages';

/** A known route whose feature has no page yet: said plainly, with the way back home. */
export function NotAvailablePage() {
  return (
    <SystemPage
      icon="hourglass"
      tone="info"
      title={<FormattedMessage {...systemPagesMessages.notAvailableTitle} />}
      description={<FormattedMessage {...systemPagesMessages.notAvailableDescription} />}
      action={
        <RouteButton route="index">
          <FormattedMessage {...systemPagesMessages.notFoundAction} />
        </RouteButton>
      }
    />
  );
}
