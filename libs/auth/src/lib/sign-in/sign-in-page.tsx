import { buildPath } from '@casino/routing';
import { Link } from '@casino/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { RestoreForm } from '../restore/restore-form';
import { restoreMessages } from '../restore/restore.messages';
import { AuthCard } from '../shared/auth-card';
import { useAfterAuth } from '../shared/use-after-auth';
import { SignInForm } from './sign-in-form';
import { signInMessages } from './sign-in.messages';

/** `/forms/sign_in` (empty layout): sign-in, two-factor and password restore. */
export function SignInPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { search } = useLocation();
  const afterAuth = useAfterAuth('page');
  const [restoring, setRestoring] = useState(false);
  // The query (redirectUrl) goes along to the sign-up page, so the player still comes back where they were.
  const signUpPath = `${buildPath('forms.sign-up', { locale })}${search}`;

  if (restoring) {
    return (
      <AuthCard title={intl.formatMessage(restoreMessages.title)}>
        <RestoreForm onBack={() => setRestoring(false)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={intl.formatMessage(signInMessages.title)}>
      <SignInForm
        onSuccess={() => afterAuth()}
        onForgotPassword={() => setRestoring(true)}
        footer={<Link to={signUpPath}>{intl.formatMessage(signInMessages.noAccount)}</Link>}
      />
    </AuthCard>
  );
}
