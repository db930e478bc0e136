import type { IntlShape } from 'react-intl';
import { validate, type FieldValues, type MessageValues, type Rule, type ValidationError } from './validation-error';

/** The part of react-intl's `intl` object needed to translate an error. */
export type Translator = Pick<IntlShape, 'messages' | 'formatMessage'>;

/** The error in the player's language when its message is loaded, else the spec's default text. */
export function translateError(error: ValidationError, intl?: Translator): string {
  if (!intl || !(error.key in intl.messages)) return error.message;
  return intl.formatMessage({ id: error.key, defaultMessage: error.message }, error.values);
}

export type FieldValidator = (value: unknown, allValues?: object) => string | undefined;

/** A final-form field validator: `<Field name="email" validate={toFieldValidator(emailRule, intl)} />`. */
export function toFieldValidator(rule: Rule, intl?: Translator): FieldValidator {
  return (value, allValues) => {
    const error = validate(rule, value, (allValues ?? {}) as FieldValues);
    return error && translateError(error, intl);
  };
}

/** A react-intl message descriptor with its values, for fields that translate errors where they show them. */
export type FieldErrorMessage = { id: string; defaultMessage: string; values: MessageValues };

/**
 * A final-form validator whose error is `{ id, defaultMessage, values }` rather than a text, so it can be
 * built outside React and translated by the field that shows it (the ui-kit form adapters do). With several rules,
 * the first one broken is the error: a field shows one message at a time.
 */
export function toFieldMessageValidator(...rules: Rule[]): (value: unknown, allValues?: object) => FieldErrorMessage | undefined {
  return (value, allValues) => {
    for (const rule of rules) {
      const error = validate(rule, value, (allValues ?? {}) as FieldValues);
      if (error) return { id: error.key, defaultMessage: error.message, values: error.values };
    }
    return undefined;
  };
}
