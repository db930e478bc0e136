import { useLoginMutation } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import { Button, FormPasswordField, FormSubmitError } from '@casino/ui-kit';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { authFieldRules } from '../shared/field-rules';
import { LoginField } from '../shared/login-field';
import { SocialSignIn } from '../social/social-sign-in';
import { readLoginFailure, type LoginFailure } from './login-answer';
import { restrictedMessage, signInMessages, twoFactorMessages } from './sign-in.messages';
import { TwoFactorStep } from './two-factor-step';
import { submitOnce } from '../shared/submit-once';
import styles from '../shared/auth-form.module.css';

/** When a new code may be asked for, `seconds` from now. */
const resendDeadline = (seconds: number) => Date.now() + seconds * 1000;

export type SignInValues = { login: string; password: string; code?: string };

export type SignInFormProps = {
  onSuccess: () => void;
  onForgotPassword: () => void;
  /** A link or button to the sign-up form. */
  footer?: ReactNode;
};

/**
 * Sign-in with an email or phone and a password. When the platform asks for a two-factor code, the same
 * form moves to the code step and keeps login, password and the resend time until the code is accepted.
 */
export function SignInForm({ onSuccess, onForgotPassword, footer }: SignInFormProps) {
  const intl = useIntl();
  const { formatDateTime } = useFormatters();
  const [login] = useLoginMutation();
  const [resend, { isLoading: resending }] = useLoginMutation();
  /** When a new code may be asked for; null on the credentials step. */
  const [resendAt, setResendAt] = useState<number | null>(null);

  const toCodeStep = (failure: Extract<LoginFailure, { resendTime: number }>) => setResendAt(resendDeadline(failure.resendTime));

  const failureErrors = (failure: LoginFailure): SubmissionErrors => {
    switch (failure.kind) {
      case 'code-sent':
      case 'resend-wait':
        toCodeStep(failure);
        return undefined;
      case 'code-digits':
        return { code: intl.formatMessage(twoFactorMessages.codeDigits) };
      case 'code-expired':
        return { code: intl.formatMessage(twoFactorMessages.codeExpired) };
      case 'code-invalid':
        return { code: intl.formatMessage(twoFactorMessages.codeInvalid) };
      case 'wrong-credentials':
        setResendAt(null);
        return { [FORM_ERROR]: intl.formatMessage(signInMessages.failed) };
      case 'too-many-requests':
        return { [FORM_ERROR]: intl.formatMessage(signInMessages.tooManyRequests) };
      case 'restricted':
        setResendAt(null);
        return { [FORM_ERROR]: intl.formatMessage(restrictedMessage, { restriction: failure.restriction, date: failure.endsAt ? formatDateTime(failure.endsAt) : '' }) };
      default:
        return { [FORM_ERROR]: intl.formatMessage(signInMessages.unavailable) };
    }
  };

  const handleSubmit = async (values: SignInValues): Promise<SubmissionErrors> => {
    const code = resendAt === null ? undefined : values.code;
    const result = await login({ login: values.login.trim(), password: values.password, code });
    if (result.error === undefined) {
      onSuccess();
      return undefined;
    }
    return failureErrors(readLoginFailure(result.error));
  };

  return (
    <Form<SignInValues> onSubmit={handleSubmit}>
      {({ handleSubmit: submit, submitting, values, form }) => {
        const handleResend = async () => {
          const result = await resend({ login: values.login.trim(), password: values.password });
          if (result.error === undefined) {
            onSuccess();
            return;
          }
          const failure = readLoginFailure(result.error);
          if (failure.kind === 'code-sent' || failure.kind === 'resend-wait') {
            toCodeStep(failure);
            form.change('code', '');
          }
        };
        return (
          <form noValidate className={styles['form']} onSubmit={submitOnce(form, submit)}>
            {resendAt === null ? (
              <>
                <LoginField label={intl.formatMessage(signInMessages.login)} />
                <FormPasswordField
                  name="password"
                  label={intl.formatMessage(signInMessages.password)}
                  autoComplete="current-password"
                  validate={authFieldRules.password}
                />
              </>
            ) : (
              <TwoFactorStep
                login={values.login}
                resendAt={resendAt}
                resending={resending}
                onResend={handleResend}
                onBack={() => setResendAt(null)}
              />
            )}
            <FormSubmitError />
            <Button type="submit" block loading={submitting}>
              {intl.formatMessage(resendAt === null ? signInMessages.submit : twoFactorMessages.confirm)}
            </Button>
            {resendAt === null && (
              <>
                <SocialSignIn typeAuth="login" onSuccess={onSuccess} />
                <div className={styles['links']}>
                  <button type="button" className={styles['textLink']} onClick={onForgotPassword}>
                    {intl.formatMessage(signInMessages.forgotPassword)}
                  </button>
                  {footer}
                </div>
              </>
            )}
          </form>
        );
      }}
    </Form>
  );
}
