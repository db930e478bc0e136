import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/cx';
import { useCheckboxInput } from './use-checkbox-input';
import styles from './choice.module.css';

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'children' | 'role'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
};

/** An on/off setting that applies at once (notification subscriptions, full-screen games). */
export function Switch({ label, checked, onChange, description, id, className, ...rest }: SwitchProps) {
  const input = useCheckboxInput(id, checked, onChange);
  return (
    <label className={cx(styles.row, styles.switchRow, className)} htmlFor={input.id}>
      <span className={styles.text}>
        {label}
        {description && <span className={styles.description}>{description}</span>}
      </span>
      <input {...rest} {...input} type="checkbox" role="switch" className={styles.track} />
    </label>
  );
}
