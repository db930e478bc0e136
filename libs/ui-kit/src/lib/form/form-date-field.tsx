import { DateField, type DateFieldProps } from '../fields/date-field';
import { useFormField, type FormFieldOptions } from './use-form-field';

export type FormDateFieldProps = FormFieldOptions<string> & Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>;

/** `DateField` bound to a react-final-form field (the value is dd.mm.yyyy). */
export function FormDateField({ name, validate, parse, ...props }: FormDateFieldProps) {
  const { input, error } = useFormField<string>({ name, validate, parse });
  return <DateField {...props} name={name} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} error={error} />;
}
