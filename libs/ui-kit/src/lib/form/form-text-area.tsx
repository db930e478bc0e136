import type { ReactNode } from 'react';
import { TextArea, type TextAreaProps } from '../fields/text-area';
import { useFormField, type FormFieldOptions } from './use-form-field';

export type FormTextAreaProps = FormFieldOptions<string> &
  Omit<TextAreaProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name' | 'hint'> & {
    /** Text under the field while it has no error; a function of the value for a character counter. */
    hint?: ReactNode | ((value: string) => ReactNode);
  };

/** `TextArea` bound to a react-final-form field: `<FormTextArea name="text" label=... validate={text} />`. */
export function FormTextArea({ name, validate, parse, hint, ...props }: FormTextAreaProps) {
  const { input, error } = useFormField<string>({ name, validate, parse });
  const value = input.value ?? '';
  return (
    <TextArea
      {...props}
      name={name}
      value={value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={error}
      hint={typeof hint === 'function' ? hint(value) : hint}
    />
  );
}
