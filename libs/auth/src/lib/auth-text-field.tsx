import type { ReactNode } from 'react';
import { Field, type FieldProps } from 'react-final-form';
import styles from './auth-card.module.css';

export type AuthTextFieldProps = {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  validate?: FieldProps<string, never>['validate'];
};

/** A labelled input whose error shows under it once the field is left, linked for screen readers. */
export function AuthTextField({ name, label, type = 'text', autoComplete, validate }: AuthTextFieldProps) {
  const id = `auth-${name}`;
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = meta.touched && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError));
        return (
          <div className={styles['field']}>
            <label htmlFor={id}>{label}</label>
            <input
              {...input}
              id={id}
              type={type}
              autoComplete={autoComplete}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} className={styles['error']}>
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
