// Public API of @casino/validators. Export only what other projects may use.
export { VALIDATION_LIMITS } from './lib/limits';
export { VALIDATION_MESSAGES } from './lib/messages';
export type { MessageDescriptor, ValidationMessageName } from './lib/messages';
export { fillPlaceholders, validate } from './lib/validation-error';
export type { CrossFieldRule, FieldSchema, FieldValues, MessageValues, Rule, ValidationError } from './lib/validation-error';
export {
  customRule,
  maxLengthRule,
  minLengthRule,
  promoCodeRule,
  requiredCheckboxRule,
  requiredRule,
  textRule,
} from './lib/text-rules';
export type { CustomRuleOptions, TextRuleOptions } from './lib/text-rules';
export { maxValueRule, minValueRule, sumRule } from './lib/number-rules';
export type { SumRuleOptions } from './lib/number-rules';
export {
  ADDRESS_FORBIDDEN_CHARACTERS,
  LOOSE_NAME_FORBIDDEN_CHARACTERS,
  NAME_FORBIDDEN_CHARACTERS,
  addressRule,
  cardHolderRule,
  fakenameRule,
  looseNameRule,
  personNameRule,
  usernameRule,
} from './lib/name-rules';
export { emailRule, phoneRule } from './lib/contact-rules';
export type { PhoneValue } from './lib/contact-rules';
export {
  SPACE_SYMBOL,
  invalidPasswordCharacters,
  passwordFormRule,
  passwordRepeatRule,
  passwordRule,
  sameAsRule,
} from './lib/password-rules';
export { codeRule } from './lib/code-rule';
export { postcodeRule } from './lib/postcode-rule';
export type { PostcodeRuleOptions } from './lib/postcode-rule';
export { ibanRule } from './lib/iban-rule';
export { dateRule } from './lib/date-rule';
export type { DateLike, DateRuleOptions } from './lib/date-rule';
export { toFieldMessageValidator, toFieldValidator, translateError } from './lib/field-validator';
export type { FieldErrorMessage, FieldValidator, Translator } from './lib/field-validator';
export { useFieldValidator } from './lib/use-field-validator';
export { mapPromoCodeError } from './lib/promo-code-error';
export type { PromoCodeError, PromoCodeTexts } from './lib/promo-code-error';
export { validatorsMessages } from './validators-messages';
