import type { FieldValidator } from 'final-form';
import { useId, useRef, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Icon, useChangedBeforeHydration } from '@casino/ui-kit';
import styles from './form-text-area.module.css';

type MessageError = { id: string; defaultMessage?: string; values?: Record<string, string | number> };

export type FormTextAreaProps = {
  name: string;
  label: ReactNode;
  validate?: FieldValidator<string>;
  /** Text under the field while it has no error, e.g. a character counter. */
  hint?: (value: string) => ReactNode;
  rows?: number;
  maxLength?: number;
};

/**
 * A multi-line text field bound to react-final-form, laid out like the ui-kit fields (label above, error under it
 * once the field was left). The ui-kit has no text area yet.
 */
export function FormTextArea({ name, label, validate, hint, rows = 6, maxLength }: FormTextAreaProps) {
  const intl = useIntl();
  const id = useId();
  const { input, meta } = useField<string>(name, { validate, subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } });
  const raw: unknown = meta.touched ? (meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError)) : undefined;
  const error =
    typeof raw === 'string' ? raw : raw && typeof raw === 'object' && 'id' in raw ? intl.formatMessage(raw as MessageError, (raw as MessageError).values) : undefined;
  const value = input.value ?? '';
  const area = useRef<HTMLTextAreaElement>(null);
  useChangedBeforeHydration(() => area.current?.value, value, input.onChange);
  const message = error ?? hint?.(value);
  return (
    <div className={`${styles['field']} ${error ? styles['invalid'] : ''}`}>
      <label htmlFor={id} className={styles['label']}>
        {label}
      </label>
      <textarea
        {...input}
        ref={area}
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={Boolean(error)}
        aria-describedby={message ? `${id}-message` : undefined}
        className={styles['control']}
      />
      {message && (
        <p id={`${id}-message`} className={error ? styles['error'] : styles['hint']}>
          {error && <Icon name="error-circle" size="sm" />}
          {message}
        </p>
      )}
    </div>
  );
}
