import { useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { useChangedBeforeHydration } from './use-changed-before-hydration';
import styles from './choice.module.css';

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'children' | 'role'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
};

/** An on/off setting that applies at once (notification subscriptions, full-screen games). */
export function Switch({ label, checked, onChange, description, id, className, ...rest }: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  useChangedBeforeHydration(() => input.current?.checked, checked, onChange);
  return (
    <label className={cx(styles.row, styles.switchRow, className)} htmlFor={inputId}>
      <span className={styles.text}>
        {label}
        {description && <span className={styles.description}>{description}</span>}
      </span>
      <input
        {...rest}
        id={inputId}
        ref={input}
        type="checkbox"
        role="switch"
        className={styles.track}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}
