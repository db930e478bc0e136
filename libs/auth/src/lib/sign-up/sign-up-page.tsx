import { fieldError, isPlatformError, useRegisterMutation } from '@casino/api-client';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AuthCard } from '../auth-card';
import { AuthTextField } from '../auth-text-field';
import { signInMessages } from '../sign-in/sign-in.messages';
import { useAfterAuth } from '../use-after-auth';
import { useHomePath } from '../use-home-path';
import { signUpMessages } from './sign-up.messages';
import styles from '../auth-card.module.css';

type SignUpValues = { login: string; password: string };

/** The sign-up page (`/forms/sign_up`): server field errors land under their fields, nothing typed is lost. */
export function SignUpPage() {
  const intl = useIntl();
  const home = useHomePath();
  const afterAuth = useAfterAuth(home);
  const [register] = useRegisterMutation();
  const required = (value?: string) => (value?.trim() ? undefined : intl.formatMessage(signInMessages.required));

  const handleSubmit = async (values: SignUpValues) => {
    try {
      await register({ login: values.login.trim(), password: values.password }).unwrap();
      afterAuth({ registered: true });
      return undefined;
    } catch (error) {
      const login = isPlatformError(error) ? fieldError(error, 'login') : undefined;
      const password = isPlatformError(error) ? fieldError(error, 'password') : undefined;
      if (login || password) return { login, password };
      return { [FORM_ERROR]: intl.formatMessage(signUpMessages.failed) };
    }
  };

  return (
    <AuthCard title={intl.formatMessage(signUpMessages.title)}>
      <Form<SignUpValues> onSubmit={handleSubmit}>
        {({ handleSubmit: submit, submitting, submitError }) => (
          <form onSubmit={submit} noValidate className={styles['form']}>
            <AuthTextField
              name="login"
              type="email"
              label={<FormattedMessage {...signUpMessages.email} />}
              autoComplete="email"
              validate={required}
            />
            <AuthTextField
              name="password"
              type="password"
              label={<FormattedMessage {...signUpMessages.password} />}
              autoComplete="new-password"
              validate={required}
            />
            {submitError && (
              <p role="alert" className={styles['formError']}>
                {submitError}
              </p>
            )}
            <button type="submit" className={styles['submit']} disabled={submitting} aria-busy={submitting}>
              <FormattedMessage {...(submitting ? signUpMessages.submitting : signUpMessages.submit)} />
            </button>
            <Link to={`${home === '/' ? '' : home}/forms/sign_in`} className={styles['switch']}>
              <FormattedMessage {...signUpMessages.haveAccount} />
            </Link>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
