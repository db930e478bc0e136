import { SystemPage } from '@casino/ui-kit';
import { useLocalizedPath } from '@casino/routing';
import { confirmationMessages as m } from './confirmation.messages';

/** /confirmation/success: the contact is confirmed; the one button goes to the game hall. */
export function ConfirmationSuccessPage() {
  const path = useLocalizedPath();
  return (
    <SystemPage icon="check-circle" tone="success" title={m.successTitle} description={m.successText} link={{ to: path('gamehall.index'), label: m.toGames }} />
  );
}
