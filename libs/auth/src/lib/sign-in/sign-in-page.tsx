import { isPlatformError, useLoginMutation } from '@casino/api-client';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AuthCard } from '../auth-card';
import { AuthTextField } from '../auth-text-field';
import { useAfterAuth } from '../use-after-auth';
import { useHomePath } from '../use-home-path';
import { signInMessages } from './sign-in.messages';
import styles from '../auth-card.module.css';

type SignInValues = { login: string; password: string };

/** The sign-in page (`/forms/sign_in`): a failed attempt keeps everything typed and says what to do. */
export function SignInPage() {
  const intl = useIntl();
  const home = useHomePath();
  const afterAuth = useAfterAuth(home);
  const [login] = useLoginMutation();
  const required = (value?: string) => (value?.trim() ? undefined : intl.formatMessage(signInMessages.required));

  const handleSubmit = async (values: SignInValues) => {
    try {
      await login({ login: values.login.trim(), password: values.password }).unwrap();
      afterAuth();
      return undefined;
    } catch (error) {
      const known = isPlatformError(error) && error.type === 'InvalidParameterException';
      return { [FORM_ERROR]: intl.formatMessage(known ? signInMessages.failed : signInMessages.unavailable) };
    }
  };

  return (
    <AuthCard title={intl.formatMessage(signInMessages.title)}>
      <Form<SignInValues> onSubmit={handleSubmit}>
        {({ handleSubmit: submit, submitting, submitError }) => (
          <form onSubmit={submit} noValidate className={styles['form']}>
            <AuthTextField
              name="login"
              label={<FormattedMessage {...signInMessages.login} />}
              autoComplete="username"
              validate={required}
            />
            <AuthTextField
              name="password"
              type="password"
              label={<FormattedMessage {...signInMessages.password} />}
              autoComplete="current-password"
              validate={required}
            />
            {submitError && (
              <p role="alert" className={styles['formError']}>
                {submitError}
              </p>
            )}
            <button type="submit" className={styles['submit']} disabled={submitting} aria-busy={submitting}>
              <FormattedMessage {...(submitting ? signInMessages.submitting : signInMessages.submit)} />
            </button>
            <Link to={`${home === '/' ? '' : home}/forms/sign_up`} className={styles['switch']}>
              <FormattedMessage {...signInMessages.noAccount} />
            </Link>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
