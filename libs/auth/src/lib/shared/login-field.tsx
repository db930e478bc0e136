import { FormTextField } from '@casino/ui-kit';
import { authFieldRules } from './field-rules';

/** The sign-in and restore forms' login: an email or a phone, as the browser's password manager knows it. */
export function LoginField({ label }: { label: string }) {
  return <FormTextField name="login" label={label} autoComplete="username" inputMode="email" autoCapitalize="off" spellCheck={false} validate={authFieldRules.login} />;
}
