import * as v from 'valibot';
import { VALIDATION_MESSAGES, type ValidationMessageName } from './messages';

export type MessageValues = Record<string, string | number>;

/** What a failed rule tells the UI: the message id to translate, the default text, and its values. */
export type ValidationError = { key: string; message: string; values: MessageValues };

/** Values of the whole form, as final-form hands them to a field's validate function. */
export type FieldValues = Record<string, unknown>;

/** A valibot schema for one field's value. */
export type FieldSchema = v.GenericSchema<unknown, unknown>;

/** A rule that depends on other fields (repeat password, same as). */
export type CrossFieldRule = (allValues: FieldValues) => FieldSchema;

export type Rule = FieldSchema | CrossFieldRule;

// valibot issues carry only a text; the message function records which key and values produced it.
const errorsByIssue = new WeakMap<object, ValidationError>();

/** `Min length is $$min$$` + `{ min: 6 }` -> `Min length is 6`. */
export function fillPlaceholders(template: string, values: MessageValues): string {
  return template.replace(/\$\$(\w+)\$\$/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * A valibot error message for one of VALIDATION_MESSAGES: the issue's text is the spec's default
 * message with its placeholders filled; `validate` later finds the key and values behind it.
 */
export function message(
  name: ValidationMessageName,
  values: MessageValues | ((input: unknown) => MessageValues) = {},
): (issue: v.BaseIssue<unknown>) => string {
  const { key, defaultMessage } = VALIDATION_MESSAGES[name];
  return (issue) => {
    const filled = typeof values === 'function' ? values(issue.input) : values;
    const error = { key, message: fillPlaceholders(defaultMessage, filled), values: filled };
    errorsByIssue.set(issue, error);
    return error.message;
  };
}

export function toSchema(rule: Rule, allValues: FieldValues = {}): FieldSchema {
  return typeof rule === 'function' ? rule(allValues) : rule;
}

/** The first problem of `value` under `rule`, or undefined when the value is valid. */
export function validate(rule: Rule, value: unknown, allValues: FieldValues = {}): ValidationError | undefined {
  const result = v.safeParse(toSchema(rule, allValues), value, { abortPipeEarly: true });
  if (result.success) return undefined;
  const [issue] = result.issues;
  return (
    errorsByIssue.get(issue) ?? { key: VALIDATION_MESSAGES.wrongValue.key, message: VALIDATION_MESSAGES.wrongValue.defaultMessage, values: {} }
  );
}
