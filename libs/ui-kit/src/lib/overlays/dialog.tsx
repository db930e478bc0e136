import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../actions/icon-button';
import { useDialogContext } from './dialog-context';
import { overlayMessages } from './overlays.messages';
import styles from './dialog.module.css';

export type DialogProps = {
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, main action last (it comes first on mobile, nearest the thumb). */
  actions?: ReactNode;
};

/**
 * The inside of a popup: title, a close button (hidden when the dialog cannot be closed), a scrolling
 * body and actions. Use it in a dialog component registered with the DialogStack.
 */
export function Dialog({ title, children, actions }: DialogProps) {
  const intl = useIntl();
  const dialog = useDialogContext();
  const fallbackId = useId();
  return (
    <>
      <div className={styles.header}>
        <h2 id={dialog?.titleId ?? fallbackId} className={styles.title}>
          {title}
        </h2>
        {dialog && !dialog.preventClose && (
          <IconButton icon="close" label={intl.formatMessage(overlayMessages.close)} className={styles.close} onClick={() => dialog.close()} />
        )}
      </div>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  );
}
