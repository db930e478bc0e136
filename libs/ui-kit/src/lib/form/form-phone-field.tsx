import { PhoneField, type PhoneFieldProps, type PhoneValue } from '../fields/phone-field';
import { useFormField, type FormFieldOptions } from './use-form-field';

export type FormPhoneFieldProps = FormFieldOptions<PhoneValue> & Omit<PhoneFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>;

/** `PhoneField` bound to a react-final-form field holding a `PhoneValue` ({ dialCode, number, valid }). */
export function FormPhoneField({ name, validate, parse, countries, ...props }: FormPhoneFieldProps) {
  const { input, error } = useFormField<PhoneValue>({ name, validate, parse });
  // An untouched form holds no value yet (react-final-form gives ''): start with the first country.
  const value: PhoneValue =
    input.value && typeof input.value === 'object' ? input.value : { dialCode: countries?.[0]?.dialCode ?? '', number: '', valid: false };
  return <PhoneField {...props} countries={countries} name={name} value={value} onChange={input.onChange} onBlur={input.onBlur} error={error} />;
}
