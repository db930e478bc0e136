import { useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import { useChangedBeforeHydration } from './use-changed-before-hydration';
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
  const input = useRef<HTMLInputElement>(null);
  useChangedBeforeHydration(() => input.current?.checked, checked, onChange);
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  // The description (a link to the terms, say) sits beside the label, not in it: the box's name stays its label,
  // and a link inside a label would make the whole sentence part of the name.
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.choice, error !== undefined && error !== null && styles.invalid, className)}>
      <label className={styles.row} htmlFor={inputId}>
        <input
          {...rest}
          id={inputId}
          ref={input}
          type="checkbox"
          className={styles.box}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
        <span className={styles.text}>{label}</span>
      </label>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon name="error-circle" size="sm" />
          {error}
        </p>
      )}
    </div>
  );
}
