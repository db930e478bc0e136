import { RadioGroup, type RadioGroupProps } from '../fields/radio-group';
import { useFormField, type FormFieldOptions } from './use-form-field';

export type FormRadioGroupProps = FormFieldOptions<string> & Omit<RadioGroupProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>;

/** `RadioGroup` bound to a react-final-form field holding the chosen option's value. */
export function FormRadioGroup({ name, validate, parse, ...props }: FormRadioGroupProps) {
  const { input, error } = useFormField<string>({ name, validate, parse });
  return <RadioGroup {...props} name={name} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} error={error} />;
}
