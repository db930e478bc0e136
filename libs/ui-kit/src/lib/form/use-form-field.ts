import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useField } from 'react-final-form';
import type { FieldValidator } from 'final-form';

/**
 * An error as validators may return it: a ready text, or a react-intl message (id, default text and
 * values such as `{ min: 6 }`) that is translated here.
 */
export type FieldError = string | { id: string; defaultMessage?: string; values?: Record<string, string | number | Date> };

/** The options every `Form*` adapter accepts, passed through to react-final-form's `useField`. */
export type FormFieldOptions<Value> = {
  name: string;
  /** Any final-form field validator (e.g. one built from @casino/validators). */
  validate?: FieldValidator<Value>;
  /** Turns the typed text into the stored value (e.g. `Number`). */
  parse?: (value: Value) => Value;
};

const subscription = { value: true, error: true, submitError: true, touched: true, dirtySinceLastSubmit: true, submitting: true };

function formatError(intl: IntlShape, error: unknown): ReactNode {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'id' in error && typeof error.id === 'string') {
    const { id, defaultMessage, values } = error as Exclude<FieldError, string>;
    return intl.formatMessage({ id, defaultMessage }, values);
  }
  return undefined;
}

/**
 * A field of the surrounding react-final-form form, with the error to show: a validation error once
 * the field was left (or a submit was tried, which touches every field), or the server's submitError
 * until the field is edited again.
 */
export function useFormField<Value>({ name, validate, parse }: FormFieldOptions<Value>, type?: 'checkbox' | 'radio') {
  const intl = useIntl();
  const { input, meta } = useField<Value>(name, {
    validate,
    type,
    subscription,
    ...(parse ? { parse: (value: Value) => parse(value) } : {}),
  });
  const raw = meta.touched ? (meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError)) : undefined;
  return { input, error: formatError(intl, raw), submitting: Boolean(meta.submitting) };
}
