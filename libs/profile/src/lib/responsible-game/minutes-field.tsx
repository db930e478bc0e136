import { FormTextField, type FormTextFieldProps } from '@casino/ui-kit';

export type MinutesFieldProps = Pick<FormTextFieldProps, 'name' | 'label' | 'validate'>;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** A whole number of minutes (a session-time limit, the reality check's interval): digits only, on a number pad. */
export function MinutesField({ name, label, validate }: MinutesFieldProps) {
  return <FormTextField name={name} label={label} validate={validate} inputMode="numeric" autoComplete="off" parse={digitsOnly} />;
}
