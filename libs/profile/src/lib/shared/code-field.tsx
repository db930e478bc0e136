import { FormTextField, type FormTextFieldProps } from '@casino/ui-kit';
import { codeRule, toFieldMessageValidator } from '@casino/validators';

const validateCode = toFieldMessageValidator(codeRule);

export type CodeFieldProps = Pick<FormTextFieldProps, 'label' | 'hint'>;

/** The form's `code` field: the 6-digit one-time code sent to confirm a contact or two-factor authentication. */
export function CodeField({ label, hint }: CodeFieldProps) {
  return <FormTextField name="code" label={label} hint={hint} validate={validateCode} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />;
}
