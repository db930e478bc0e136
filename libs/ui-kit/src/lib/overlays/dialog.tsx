import type { ReactNode } from 'react';
import { DialogCloseButton, DialogTitle } from './dialog-title';
import type { DialogContentProps } from './dialog-types';
import styles from './dialog.module.css';

export type DialogProps = DialogContentProps & {
  /** Buttons at the bottom, main action last (it comes first on mobile, nearest the thumb). */
  actions?: ReactNode;
};

/**
 * The inside of a popup: title, a close button (hidden when the dialog cannot be closed), a scrolling
 * body and actions. Use it in a dialog component registered with the DialogStack.
 */
export function Dialog({ title, children, actions }: DialogProps) {
  return (
    <>
      <div className={styles.header}>
        <DialogTitle className={styles.title}>{title}</DialogTitle>
        <DialogCloseButton className={styles.close} />
      </div>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  );
}
