/**
 * Every message a rule can give: the react-intl id the UI translates, and the spec's default text
 * (SPEC.md section 5) used when no translation is loaded. `$$name$$` marks a placeholder; catalogues
 * write the same value as ICU `{name}`.
 */
export type MessageDescriptor = { key: string; defaultMessage: string };

const fieldErrors = (name: string) => `common.fieldsValidatorErrors.${name}`;

export const VALIDATION_MESSAGES = {
  required: { key: fieldErrors('requiredField'), defaultMessage: 'Field is required' },
  wrongValue: { key: fieldErrors('wrongField'), defaultMessage: 'Wrong value' },
  sum: { key: fieldErrors('sumError'), defaultMessage: 'Enter an amount from $$min$$ to $$max$$' },
  phone: { key: fieldErrors('wrongPhoneFormat'), defaultMessage: 'Wrong phone number' },
  phoneRequired: { key: fieldErrors('insertPhoneNumber'), defaultMessage: 'Field is required' },
  email: { key: fieldErrors('wrongEmailAddress'), defaultMessage: 'Wrong email address' },
  emailRequired: { key: fieldErrors('insertEmailAddress'), defaultMessage: 'Field is required' },
  passwordRequired: { key: fieldErrors('insertPassword'), defaultMessage: 'Field is required' },
  passwordShort: { key: fieldErrors('shortPassword'), defaultMessage: 'Min length is $$min$$' },
  passwordSymbols: { key: fieldErrors('notWalidPassword'), defaultMessage: 'Wrong password: $$symbols$$' },
  passwordsNotEqual: { key: fieldErrors('passwordsNotEqual'), defaultMessage: 'Same as field' },
  fakenameShort: { key: fieldErrors('minCountSymbolsFakename'), defaultMessage: 'Wrong fake name' },
  fakenameSymbols: { key: fieldErrors('specialSymbolsFakename'), defaultMessage: 'Wrong fake name' },
  fakenameSpace: { key: fieldErrors('useSpace'), defaultMessage: 'Wrong fake name' },
  checkbox: { key: fieldErrors('uncheckedCheckbox'), defaultMessage: 'Field is required' },
  minLength: { key: 'validators.minLength', defaultMessage: 'Min length is $$min$$' },
  maxLength: { key: 'validators.maxLength', defaultMessage: 'Max length is $$max$$' },
  nameSymbols: { key: 'validators.wrongSymbolsInName', defaultMessage: 'Wrong symbols in name' },
  address: { key: 'validators.wrongAddress', defaultMessage: 'Wrong address' },
  postcode: { key: 'validators.wrongPostcode', defaultMessage: 'Wrong postcode' },
  iban: { key: 'validators.wrongIban', defaultMessage: 'Wrong iban' },
  sameAs: { key: 'validators.sameAsField', defaultMessage: 'Same as field' },
  minValue: { key: 'validators.minValue', defaultMessage: 'Min value is $$min$$' },
  maxValue: { key: 'validators.maxValue', defaultMessage: 'Max value is $$max$$' },
  date: { key: 'validators.wrongDate', defaultMessage: 'Wrong date' },
} as const satisfies Record<string, MessageDescriptor>;

export type ValidationMessageName = keyof typeof VALIDATION_MESSAGES;
