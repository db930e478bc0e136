import { Checkbox, type CheckboxProps } from '../fields/checkbox';
import { useFormField, type FormFieldOptions } from './use-form-field';

export type FormCheckboxProps = FormFieldOptions<boolean> & Omit<CheckboxProps, 'checked' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'>;

/** `Checkbox` bound to a boolean react-final-form field (e.g. the terms a player must accept). */
export function FormCheckbox({ name, validate, parse, ...props }: FormCheckboxProps) {
  const { input, error } = useFormField<boolean>({ name, validate, parse }, 'checkbox');
  return <Checkbox {...props} name={name} checked={Boolean(input.checked)} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} error={error} />;
}
