import type { Contact } from '@casino/platform-contract';
import { useLocalizedPath } from '@casino/routing';
import { Button, Link, openDialog } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { HintNotice } from './hint-notice';
import { confirmEmailHintMessages, confirmPhoneHintMessages, hintsMessages } from './hints.messages';
import styles from './hint-notice.module.css';

export type ConfirmHintNoticeProps = {
  /** The unconfirmed email or phone the player signs in with. */
  contact: Pick<Contact, 'type' | 'contact'>;
  onDismiss: () => void;
};

/**
 * The confirm hint (SPEC.md 4). An email is confirmed in the auth feature's confirm-email dialog (it sends the
 * message and marks it as sent, which hides this hint); a phone is confirmed in the profile settings.
 */
export function ConfirmHintNotice({ contact, onDismiss }: ConfirmHintNoticeProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const path = useLocalizedPath();
  const isEmail = contact.type === 'email';
  const handleConfirmEmail = () => dispatch(openDialog({ id: 'confirm-email', type: 'confirm', props: { email: contact.contact } }));

  return (
    <HintNotice
      icon={isEmail ? 'mail' : 'phone'}
      text={intl.formatMessage(isEmail ? confirmEmailHintMessages.text : confirmPhoneHintMessages.text)}
      action={
        isEmail ? (
          <Button size="sm" variant="secondary" onClick={handleConfirmEmail}>
            {intl.formatMessage(confirmEmailHintMessages.action)}
          </Button>
        ) : (
          <Link to={path('profile.settings')} className={styles['link']}>
            {intl.formatMessage(confirmPhoneHintMessages.action)}
          </Link>
        )
      }
      dismissLabel={intl.formatMessage(hintsMessages.confirmDismiss)}
      onDismiss={onDismiss}
    />
  );
}
