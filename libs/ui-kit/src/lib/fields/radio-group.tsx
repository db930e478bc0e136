import { useId, useRef, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { ChoiceError } from './choice-error';
import { useChangedBeforeHydration } from './use-changed-before-hydration';
import styles from './choice.module.css';

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  label: ReactNode;
  name: string;
  options: RadioOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  /** One under another; side by side, wrapping; or in equal columns as many as fit (short labels with a logo). */
  direction?: 'vertical' | 'horizontal' | 'grid';
  disabled?: boolean;
};

/** A group of radio buttons under a legend; arrow keys move between them (native behaviour). */
export function RadioGroup({ label, name, options, value, onChange, onBlur, error, direction = 'vertical', disabled }: RadioGroupProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const group = useRef<HTMLFieldSetElement>(null);
  useChangedBeforeHydration(() => group.current?.querySelector<HTMLInputElement>('input:checked')?.value, value, onChange);
  return (
    <div className={cx(styles.choice, Boolean(error) && styles.invalid)}>
      <fieldset
        ref={group}
        className={cx(styles.group, direction === 'horizontal' && styles.horizontal, direction === 'grid' && styles.columns)}
        disabled={disabled}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className={styles.legend}>{label}</legend>
        {options.map((option) => (
          <label key={option.value} className={styles.row}>
            <input
              type="radio"
              name={name}
              value={option.value}
              className={cx(styles.box, styles.radio)}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span className={styles.text}>
              {option.label}
              {option.description && <span className={styles.description}>{option.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <ChoiceError id={errorId} error={error} />
    </div>
  );
}
