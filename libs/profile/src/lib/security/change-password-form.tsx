import { useChangePasswordMutation } from '@casino/api-client';
import { passwordFormRule, passwordRepeatRule, passwordRule, requiredRule, toFieldMessageValidator } from '@casino/validators';
import { Button, Card, FormPasswordField, useToast, FormSubmitError } from '@casino/ui-kit';
import { FORM_ERROR, type FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { profileMessages } from '../shared/profile.messages';
import { firstFieldError, isTooManyRequests } from '../shared/server-error';
import { securityMessages as m } from './security.messages';
import styles from './security.module.css';

type PasswordValues = { old_password: string; new_password: string; repeat_password: string };

const validateOld = toFieldMessageValidator(requiredRule);
const checkLength = toFieldMessageValidator(passwordFormRule);
const checkCharacters = toFieldMessageValidator(passwordRule);
// SPEC.md 5: the form rule (6 to 20) and the field rule (allowed characters, listed when wrong).
const validateNew = (value: unknown) => checkLength(value) ?? checkCharacters(value);
const validateRepeat = toFieldMessageValidator(passwordRepeatRule('new_password'));

/** account.changepassword: the current password and the new one twice. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const toast = useToast();
  const [changePassword] = useChangePasswordMutation();

  const handleSubmit = async (values: PasswordValues, form: FormApi<PasswordValues>) => {
    const result = await changePassword(values);
    if ('error' in result) {
      if (isTooManyRequests(result.error)) return { [FORM_ERROR]: intl.formatMessage(profileMessages.tooManyRequests) };
      if (firstFieldError(result.error, ['old_password'])) return { old_password: intl.formatMessage(m.wrongOldPassword) };
      const newPassword = firstFieldError(result.error, ['new_password']);
      const repeat = firstFieldError(result.error, ['repeat_password']);
      if (newPassword || repeat) return { new_password: newPassword, repeat_password: repeat };
      return { [FORM_ERROR]: intl.formatMessage(profileMessages.actionFailed) };
    }
    setTimeout(() => form.restart());
    toast('success', m.passwordChanged);
    return undefined;
  };

  return (
    <Card title={<FormattedMessage {...m.passwordTitle} />} headingLevel={2}>
      <Form<PasswordValues> onSubmit={handleSubmit} subscription={{ submitting: true }}>
        {({ handleSubmit: submit, submitting }) => (
          <form onSubmit={submit} noValidate className={styles.form} aria-label={intl.formatMessage(m.passwordTitle)}>
            <FormPasswordField name="old_password" label={intl.formatMessage(m.oldPassword)} validate={validateOld} autoComplete="current-password" />
            <FormPasswordField
              name="new_password"
              label={intl.formatMessage(m.newPassword)}
              hint={intl.formatMessage(m.newPasswordHint)}
              validate={validateNew}
              autoComplete="new-password"
            />
            <FormPasswordField name="repeat_password" label={intl.formatMessage(m.repeatPassword)} validate={validateRepeat} autoComplete="new-password" />
            <FormSubmitError />
            <div className={styles.actions}>
              <Button type="submit" loading={submitting}>
                <FormattedMessage {...m.changePassword} />
              </Button>
            </div>
          </form>
        )}
      </Form>
    </Card>
  );
}
