import type { PersonalDataField } from '@casino/platform-contract';
import {
  addressRule,
  dateRule,
  personNameRule,
  postcodeRule,
  requiredRule,
  textRule,
  toFieldMessageValidator,
  type FieldErrorMessage,
  type Rule,
} from '@casino/validators';
import type { ProfileFieldName } from './profile-form-values';

export type ProfileFieldValidator = (value: unknown, allValues?: object) => FieldErrorMessage | undefined;

/** Players must be adults; the oldest birth date accepted is 1 January 1900. */
export const MIN_PLAYER_AGE = 18;
const OLDEST_BIRTH_DATE = '1900-01-01';

const pad = (value: number) => String(value).padStart(2, '0');

/** The latest birth date of an adult on `today`, as yyyy-mm-dd. */
export function latestAdultBirthDate(today: Date): string {
  return `${today.getFullYear() - MIN_PLAYER_AGE}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/** A rule that only judges a value once something was typed: the field may stay empty. */
function optional(validator: ProfileFieldValidator): ProfileFieldValidator {
  return (value, allValues) => (isBlank(value) ? undefined : validator(value, allValues));
}

// The personal-data field names of the platform that map to a form field under another name.
const PLATFORM_NAME: Partial<Record<ProfileFieldName, string>> = { country_code: 'country' };

/**
 * The validator of every profile field (SPEC.md 5: name, address, date, sex, postcode, documentType,
 * documentNumber). Which fields are required, and the postcode format, come from
 * Account.getPersonalDataFields; a field it does not list is optional.
 */
export function profileFieldValidators(personalFields: readonly PersonalDataField[], today = new Date()): Record<ProfileFieldName, ProfileFieldValidator> {
  const config = (name: ProfileFieldName) => personalFields.find((field) => field.name === (PLATFORM_NAME[name] ?? name));
  const build = (name: ProfileFieldName, rule: Rule) => {
    const validator = toFieldMessageValidator(rule);
    return config(name)?.required ? validator : optional(validator);
  };
  const postcode = config('postcode');
  return {
    first_name: build('first_name', personNameRule),
    last_name: build('last_name', personNameRule),
    sex: build('sex', requiredRule),
    birth_date: build('birth_date', dateRule({ min: OLDEST_BIRTH_DATE, max: latestAdultBirthDate(today) })),
    document_type: build('document_type', requiredRule),
    document_number: build('document_number', requiredRule),
    country_code: build('country_code', requiredRule),
    region: build('region', textRule()),
    home_town: build('home_town', personNameRule),
    address: build('address', addressRule),
    postcode: toFieldMessageValidator(postcodeRule({ pattern: postcode?.pattern, optional: !postcode?.required })),
  };
}

/** Whether the platform asks for a field (it is marked optional in the form otherwise). */
export const isRequiredField = (personalFields: readonly PersonalDataField[], name: ProfileFieldName) =>
  personalFields.some((field) => field.name === (PLATFORM_NAME[name] ?? name) && field.required);
