import type { TextFieldProps } from '../fields/text-field';
import { TextField } from '../fields/text-field';
import { useFormField, type FormFieldOptions } from './use-form-field';

export type FormTextFieldProps = FormFieldOptions<string> & Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'>;

/** `TextField` bound to a react-final-form field: `<FormTextField name="email" label=... validate={email} />`. */
export function FormTextField({ name, validate, parse, ...props }: FormTextFieldProps) {
  const { input, error } = useFormField<string>({ name, validate, parse });
  return <TextField {...props} name={name} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} error={error} />;
}
