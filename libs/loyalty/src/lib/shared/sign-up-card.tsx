import { Button, Card, openDialog } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { AUTH_DIALOG } from '../dialog-ids';
import { sharedMessages } from './shared.messages';
import styles from './shared.module.css';

export type SignUpCardProps = { headingLevel?: 2 | 3 };

/** What a visitor sees instead of the player's status: why to join and the sign-up popup. */
export function SignUpCard({ headingLevel = 2 }: SignUpCardProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const handleSignUp = () => dispatch(openDialog({ id: AUTH_DIALOG, props: { mode: 'register' } }));
  const handleSignIn = () => dispatch(openDialog({ id: AUTH_DIALOG, props: { mode: 'login' } }));
  return (
    <Card variant="highlight" headingLevel={headingLevel} title={intl.formatMessage(sharedMessages.joinTitle)} className={styles['signUp']}>
      <p className={styles['muted']}>{intl.formatMessage(sharedMessages.joinText)}</p>
      <div className={styles['actions']}>
        <Button iconStart="crown" onClick={handleSignUp}>
          {intl.formatMessage(sharedMessages.signUp)}
        </Button>
        <Button variant="ghost" onClick={handleSignIn}>
          {intl.formatMessage(sharedMessages.signIn)}
        </Button>
      </div>
    </Card>
  );
}
