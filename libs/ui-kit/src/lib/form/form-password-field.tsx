import { PasswordField, type PasswordFieldProps } from '../fields/password-field';
import { useFormField, type FormFieldOptions } from './use-form-field';

export type FormPasswordFieldProps = FormFieldOptions<string> & Omit<PasswordFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'>;

/** `PasswordField` bound to a react-final-form field. */
export function FormPasswordField({ name, validate, parse, ...props }: FormPasswordFieldProps) {
  const { input, error } = useFormField<string>({ name, validate, parse });
  return <PasswordField {...props} name={name} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} error={error} />;
}
