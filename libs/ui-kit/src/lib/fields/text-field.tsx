import { useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { applyMask } from './mask';
import { FieldShell, type TextValueProps } from './field-shell';
import { useChangedBeforeHydration } from './use-changed-before-hydration';
import styles from './field.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children' | 'prefix'> &
  TextValueProps & {
    /** Formats input as typed: `#` digit, `@` letter, `*` letter or digit, anything else literal. */
    mask?: string;
    /** Content inside the frame before / after the input: a currency, an icon, a button. */
    startAdornment?: ReactNode;
    endAdornment?: ReactNode;
  };

/** A labelled text input, optionally masked, with its error or hint under it. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  optional,
  mask,
  startAdornment,
  endAdornment,
  id,
  disabled,
  className,
  ...inputProps
}: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const change = (next: string) => onChange(mask ? applyMask(mask, next) : next);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => change(event.target.value);
  useChangedBeforeHydration(() => input.current?.value, value, change);
  return (
    <FieldShell label={label} id={id} hint={hint} error={error} optional={optional} disabled={disabled} className={className}>
      {(control) => (
        <div className={styles.control}>
          {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
          <input
            {...inputProps}
            {...control}
            ref={input}
            disabled={disabled}
            maxLength={mask ? mask.length : inputProps.maxLength}
            value={value}
            onChange={handleChange}
            className={styles.input}
          />
          {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
        </div>
      )}
    </FieldShell>
  );
}
