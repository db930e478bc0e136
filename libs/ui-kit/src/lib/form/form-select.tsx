import { Select, type SelectProps } from '../fields/select';
import { useFormField, type FormFieldOptions } from './use-form-field';

export type FormSelectProps = FormFieldOptions<string> & Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'>;

/** `Select` bound to a react-final-form field. */
export function FormSelect({ name, validate, parse, ...props }: FormSelectProps) {
  const { input, error } = useFormField<string>({ name, validate, parse });
  return <Select {...props} name={name} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} error={error} />;
}
