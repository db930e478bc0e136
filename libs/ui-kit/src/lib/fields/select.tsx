import { useRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import { FieldShell } from './field-shell';
import { fieldMessages } from './fields.messages';
import { useChangedBeforeHydration } from './use-changed-before-hydration';
import styles from './field.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> & {
  label: ReactNode;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The text of the empty choice; shown until something is picked. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
};

/** A labelled native select: the platform's own picker on phones, styled to match the other fields. */
export function Select({ label, options, value, onChange, placeholder, hint, error, optional, id, disabled, className, ...rest }: SelectProps) {
  const intl = useIntl();
  const select = useRef<HTMLSelectElement>(null);
  useChangedBeforeHydration(() => select.current?.value, value, onChange);
  return (
    <FieldShell label={label} id={id} hint={hint} error={error} optional={optional} disabled={disabled} className={className}>
      {(control) => (
        <div className={cx(styles.control, styles.selectControl)}>
          <select
            {...rest}
            {...control}
            ref={select}
            disabled={disabled}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={cx(styles.input, styles.select)}
          >
            <option value="" disabled={!optional}>
              {placeholder ?? intl.formatMessage(fieldMessages.selectPlaceholder)}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" size="sm" className={styles.selectChevron} />
        </div>
      )}
    </FieldShell>
  );
}
