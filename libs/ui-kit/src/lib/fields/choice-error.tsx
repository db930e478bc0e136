import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import styles from './choice.module.css';

export type ChoiceErrorProps = {
  /** The id the control's `aria-describedby` names. */
  id: string;
  error: ReactNode;
};

/** The error under a checkbox or a radio group; nothing when there is none. */
export function ChoiceError({ id, error }: ChoiceErrorProps) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      <Icon name="error-circle" size="sm" />
      {error}
    </p>
  );
}
