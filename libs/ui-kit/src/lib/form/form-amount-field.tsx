import { AmountField, type AmountFieldProps } from '../fields/amount-field';
import { useFormField, type FormFieldOptions } from './use-form-field';

export type FormAmountFieldProps = FormFieldOptions<string> & Omit<AmountFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>;

/** `AmountField` bound to a react-final-form field (the value is the typed digits, as a string). */
export function FormAmountField({ name, validate, parse, ...props }: FormAmountFieldProps) {
  const { input, error } = useFormField<string>({ name, validate, parse });
  return <AmountField {...props} name={name} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} error={error} />;
}
