import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/cx';
import { ChoiceError } from './choice-error';
import { useCheckboxInput } from './use-checkbox-input';
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
  const input = useCheckboxInput(id, checked, onChange);
  const errorId = `${input.id}-error`;
  const descriptionId = `${input.id}-description`;
  // The description (a link to the terms, say) sits beside the label, not in it: the box's name stays its label,
  // and a link inside a label would make the whole sentence part of the name.
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.choice, error !== undefined && error !== null && styles.invalid, className)}>
      <label className={styles.row} htmlFor={input.id}>
        <input {...rest} {...input} type="checkbox" className={styles.box} aria-invalid={Boolean(error)} aria-describedby={describedBy} />
        <span className={styles.text}>{label}</span>
      </label>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      <ChoiceError id={errorId} error={error} />
    </div>
  );
}
