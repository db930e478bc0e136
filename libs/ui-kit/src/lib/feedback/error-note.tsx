import type { ReactNode } from 'react';
import styles from './error-note.module.css';

/** Why the last try did not go through, announced to screen readers: a form's submit, a confirm's action. */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles['note']}>
      {children}
    </p>
  );
}
