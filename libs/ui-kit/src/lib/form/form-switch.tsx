import { Switch, type SwitchProps } from '../fields/switch';
import { useFormField, type FormFieldOptions } from './use-form-field';

export type FormSwitchProps = FormFieldOptions<boolean> & Omit<SwitchProps, 'checked' | 'onChange' | 'onBlur' | 'onFocus' | 'name'>;

/** `Switch` bound to a boolean react-final-form field. */
export function FormSwitch({ name, validate, parse, ...props }: FormSwitchProps) {
  const { input } = useFormField<boolean>({ name, validate, parse }, 'checkbox');
  return <Switch {...props} name={name} checked={Boolean(input.checked)} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} />;
}
