import {
  codeRule,
  emailRule,
  passwordFormRule,
  passwordRule,
  phoneRule,
  requiredCheckboxRule,
  requiredRule,
  toFieldMessageValidator,
} from '@casino/validators';
import type { PhoneValue } from '@casino/ui-kit';

/**
 * The validators of the auth forms (SPEC.md 5). Their errors are message descriptors with the spec's
 * default text, translated by the ui-kit field that shows them (common.fieldsValidatorErrors.*).
 */
export const authFieldRules = {
  /** Sign-in and restore login: an email or a phone, only non-empty. */
  login: toFieldMessageValidator(requiredRule),
  email: toFieldMessageValidator(emailRule),
  /** Sign-in: the password field rule (required, at least 6, allowed characters). */
  password: toFieldMessageValidator(passwordRule),
  /** Sign-up: the field rule and the form rule (6 to 20). */
  newPassword: toFieldMessageValidator(passwordRule, passwordFormRule),
  code: toFieldMessageValidator(codeRule),
  checkbox: toFieldMessageValidator(requiredCheckboxRule),
  required: toFieldMessageValidator(requiredRule),
  /** The ui-kit phone field holds { dialCode, number, valid }; the rule reads { number, isValid }. */
  phone: (value: unknown) => {
    const phone = value && typeof value === 'object' ? (value as Partial<PhoneValue>) : undefined;
    return toFieldMessageValidator(phoneRule)({ number: phone?.number ?? '', isValid: phone?.valid ?? false });
  },
};
