import type { ReactNode } from 'react';
import { DialogCloseButton, DialogTitle } from './dialog-title';
import type { DialogContentProps } from './dialog-types';
import styles from './curtain.module.css';

export type CurtainProps = DialogContentProps & {
  /** Stays at the bottom while the body scrolls (e.g. the main action). */
  footer?: ReactNode;
};

/** The inside of a curtain: a sheet from the bottom on phones and from the side on larger screens. */
export function Curtain({ title, children, footer }: CurtainProps) {
  return (
    <div className={styles.curtain}>
      <span className={styles.handle} aria-hidden="true" />
      <div className={styles.header}>
        <DialogTitle className={styles.title}>{title}</DialogTitle>
        <DialogCloseButton />
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
