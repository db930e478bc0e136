import { buildPath } from '@casino/routing';
import { Link } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { AuthCard } from '../shared/auth-card';
import { useAfterAuth } from '../shared/use-after-auth';
import { SignUpForm } from './sign-up-form';
import { signUpMessages } from './sign-up.messages';

/** `/forms/sign_up` (empty layout): every registration type the CMS offers. */
export function SignUpPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { search } = useLocation();
  const afterAuth = useAfterAuth('page');
  const signInPath = `${buildPath('forms.sign-in', { locale })}${search}`;
  return (
    <AuthCard title={intl.formatMessage(signUpMessages.title)}>
      <SignUpForm onSuccess={afterAuth} footer={<Link to={signInPath}>{intl.formatMessage(signUpMessages.haveAccount)}</Link>} />
    </AuthCard>
  );
}
