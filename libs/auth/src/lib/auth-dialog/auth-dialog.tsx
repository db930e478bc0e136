import { Button, Dialog, type DialogComponentProps } from '@casino/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RestoreForm } from '../restore/restore-form';
import { restoreMessages } from '../restore/restore.messages';
import { useAfterAuth } from '../shared/use-after-auth';
import { SignInForm } from '../sign-in/sign-in-form';
import { signInMessages } from '../sign-in/sign-in.messages';
import { SignUpForm } from '../sign-up/sign-up-form';
import { signUpMessages } from '../sign-up/sign-up.messages';

export type AuthDialogMode = 'login' | 'register';

export type AuthDialogProps = DialogComponentProps<{ mode?: AuthDialogMode }>;

type View = AuthDialogMode | 'restore';

const TITLES = { login: signInMessages.title, register: signUpMessages.title, restore: restoreMessages.title };

/**
 * The authorization / registration popup (dialog id 'auth', SPEC.md 2.7), opened by the guards' query
 * keys or by any feature. On success it closes and the player stays on the page (or goes to redirectUrl).
 */
export function AuthDialog({ mode = 'login', close }: AuthDialogProps) {
  const intl = useIntl();
  const afterAuth = useAfterAuth('dialog');
  const [view, setView] = useState<View>(mode);

  const handleSuccess = ({ registered = false } = {}) => {
    close(true);
    afterAuth({ registered });
  };

  return (
    <Dialog title={intl.formatMessage(TITLES[view])}>
      {view === 'login' && (
        <SignInForm
          onSuccess={handleSuccess}
          onForgotPassword={() => setView('restore')}
          footer={
            <Button variant="ghost" size="sm" onClick={() => setView('register')}>
              {intl.formatMessage(signInMessages.noAccount)}
            </Button>
          }
        />
      )}
      {view === 'register' && (
        <SignUpForm
          onSuccess={handleSuccess}
          footer={
            <Button variant="ghost" size="sm" onClick={() => setView('login')}>
              {intl.formatMessage(signUpMessages.haveAccount)}
            </Button>
          }
        />
      )}
      {view === 'restore' && <RestoreForm onBack={() => setView('login')} />}
    </Dialog>
  );
}
