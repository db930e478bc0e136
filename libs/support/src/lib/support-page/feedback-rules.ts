import { emailRule, maxLengthRule, personNameRule, textRule, toFieldMessageValidator, type FieldErrorMessage } from '@casino/validators';

/** The platform keeps up to 2000 characters of a message. */
export const FEEDBACK_TEXT_MAX = 2000;
export const FEEDBACK_SUBJECT_MAX = 150;

type Validator = (value: unknown, allValues?: object) => FieldErrorMessage | undefined;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Checks an optional field only once something was typed in it. */
const optional =
  (validator: Validator): Validator =>
  (value, allValues) =>
    isBlank(value) ? undefined : validator(value, allValues);

/** The feedback form's rules (SPEC.md 5): email, an optional name and subject, the message as required text. */
export const feedbackRules = {
  email: toFieldMessageValidator(emailRule),
  name: optional(toFieldMessageValidator(personNameRule)),
  subject: optional(toFieldMessageValidator(maxLengthRule(FEEDBACK_SUBJECT_MAX))),
  text: toFieldMessageValidator(textRule(), maxLengthRule(FEEDBACK_TEXT_MAX)),
};
