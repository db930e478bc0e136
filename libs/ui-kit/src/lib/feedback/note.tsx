import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './note.module.css';

export type NoteTone = 'info' | 'success' | 'warning' | 'danger';

export type NoteProps = {
  tone: NoteTone;
  /**
   * `alert` for what just went wrong, `status` for news the player is waiting for (a code sent, a link mailed); none for
   * a standing remark, which a screen reader reads in its place.
   */
  role?: 'alert' | 'status';
  children: ReactNode;
};

/** A tinted note in the flow of a page, form or dialog: a line of text, or a line and the button that answers it. */
export function Note({ tone, role, children }: NoteProps) {
  return (
    <div role={role} className={cx(styles.note, styles[tone])}>
      {children}
    </div>
  );
}
