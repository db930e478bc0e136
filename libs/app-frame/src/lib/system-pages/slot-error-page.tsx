import { SystemPage } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { systemPagesMessages } from './system-pages.messages';

/** The "errors slot" system page (SPEC.md 2.6): a game page failed; its button goes to the game hall. */
export function SlotErrorPage() {
  const path = useLocalizedPath();
  return (
    <SystemPage
      icon="error-circle"
      tone="danger"
      title={<FormattedMessage {...systemPagesMessages.slotErrorTitle} />}
      description={<FormattedMessage {...systemPagesMessages.slotErrorDescription} />}
      link={{ to: path('gamehall.index'), label: <FormattedMessage {...systemPagesMessages.slotErrorAction} /> }}
    />
  );
}
