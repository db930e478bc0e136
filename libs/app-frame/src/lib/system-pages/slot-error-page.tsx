import { SystemPage } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { RouteButton } from './route-button';
import { systemPagesMessages } from './system-pages.messages';

/** The "errors slot" system page (SPEC.md 2.6): a game page failed; its button goes to the game hall. */
export function SlotErrorPage() {
  return (
    <SystemPage
      icon="error-circle"
      tone="danger"
      title={<FormattedMessage {...systemPagesMessages.slotErrorTitle} />}
      description={<FormattedMessage {...systemPagesMessages.slotErrorDescription} />}
      action={
        <RouteButton route="gamehall.index">
          <FormattedMessage {...systemPagesMessages.slotErrorAction} />
        </RouteButton>
      }
    />
  );
}
