import { closeDialog, dismissToast, selectDialogs, selectToasts } from '@casino/session';
import { DialogStack, ToastList, type DialogCloseOptions, type DialogRegistry } from '@casino/ui-kit';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { loyaltyDialogs } from '../loyalty-dialogs';

/** Stands in for the auth feature's popup, which this lib opens by id but may not import. */
function AuthDialogStandIn({ mode }: { mode?: string }) {
  return <p role="dialog" aria-label={`auth ${mode ?? ''}`.trim()} />;
}

const registry: DialogRegistry = { ...loyaltyDialogs, auth: AuthDialogStandIn };

/** The shell's dialog stack and toasts, fed from the overlays slice, so tests and stories see what the player sees. */
export function TestOverlays() {
  const dialogs = useSelector(selectDialogs);
  const entries = useSelector(selectToasts);
  const dispatch = useDispatch();
  const intl = useIntl();
  const handleClose = useCallback((key: string, options?: DialogCloseOptions) => dispatch(closeDialog({ key, force: options?.force })), [dispatch]);
  const toasts = entries.map(({ id, kind, messageId, text, values, duration }) => ({
    id,
    kind,
    duration,
    message: text ?? (messageId ? intl.formatMessage({ id: messageId }, values) : ''),
  }));
  return (
    <>
      <ToastList toasts={toasts} onDismiss={(id) => dispatch(dismissToast(id))} />
      <DialogStack dialogs={dialogs} registry={registry} onClose={handleClose} />
    </>
  );
}
