import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../actions/icon-button';
import { useDialogContext } from './dialog-context';
import { overlayMessages } from './overlays.messages';

/** The title of a dialog's inside (Dialog, ConfirmDialog, Curtain): the dialog it is rendered in is named by it. */
export function DialogTitle({ className, children }: { className: string | undefined; children: ReactNode }) {
  const dialog = useDialogContext();
  const fallbackId = useId();
  return (
    <h2 id={dialog?.titleId ?? fallbackId} className={className}>
      {children}
    </h2>
  );
}

/** The close button of a dialog's inside; none outside a dialog or when the dialog cannot be closed. */
export function DialogCloseButton({ className }: { className?: string }) {
  const intl = useIntl();
  const dialog = useDialogContext();
  if (!dialog || dialog.preventClose) return null;
  return <IconButton icon="close" label={intl.formatMessage(overlayMessages.close)} className={className} onClick={() => dialog.close()} />;
}
