import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import { fieldMessages } from './fields.messages';
import styles from './field.module.css';

/** What a control inside the shell must carry to be labelled and described. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/** What every text-like field takes besides its element's own attributes: its label, value and texts. */
export type TextValueProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
};

export type FieldShellProps = {
  label: ReactNode;
  /** The id of the control; generated when not given. */
  id?: string;
  hint?: ReactNode;
  /** Shown under the field instead of the hint; marks the control invalid. */
  error?: ReactNode;
  optional?: boolean;
  disabled?: boolean;
  /** Renders the control with the ids and ARIA state that connect it to the label and texts. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
};

/** Label above, control, then the error (or hint) under it (DESIGN.md): shared by every text-like field. */
export function FieldShell({ label, id, hint, error, optional = false, disabled = false, children, className }: FieldShellProps) {
  const intl = useIntl();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  const invalid = Boolean(error);
  const message = invalid ? error : hint;
  return (
    <div className={cx(styles.field, invalid && styles.invalid, disabled && styles.disabled, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}>({intl.formatMessage(fieldMessages.optional)})</span>}
      </label>
      {children({ id: controlId, 'aria-invalid': invalid, 'aria-describedby': message ? messageId : undefined })}
      {message && (
        <p id={messageId} className={invalid ? styles.error : styles.hint}>
          {invalid && <Icon name="error-circle" size="sm" />}
          {message}
        </p>
      )}
    </div>
  );
}
