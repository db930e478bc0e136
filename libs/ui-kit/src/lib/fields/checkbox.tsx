import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import styles from './choice.module.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'children'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  error?: ReactNode;
};

/** A checkbox with its label (which may hold links, e.g. to the terms) and its error under it. */
export function Checkbox({ label, checked, onChange, description, error, id, className, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx(styles.choice, error !== undefined && error !== null && styles.invalid, className)}>
      <label className={styles.row} htmlFor={inputId}>
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          className={styles.box}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <span className={styles.text}>
          {label}
          {description && <span className={styles.description}>{description}</span>}
        </span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon name="error-circle" size="sm" />
          {error}
        </p>
      )}
    </div>
  );
}
