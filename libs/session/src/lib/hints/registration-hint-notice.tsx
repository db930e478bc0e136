import { useLocalizedPath } from '@casino/routing';
import { Link } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { HintNotice } from './hint-notice';
import { registrationHintMessages as m } from './hints.messages';
import styles from './hint-notice.module.css';

export type RegistrationHintNoticeProps = {
  onDismiss: () => void;
};

/** The registration hint (SPEC.md 4): a new player without deposits is led to the deposit page. */
export function RegistrationHintNotice({ onDismiss }: RegistrationHintNoticeProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  return (
    <HintNotice
      icon="gift"
      text={intl.formatMessage(m.text)}
      action={
        <Link to={path('cashier.deposit.index')} className={styles['link']}>
          {intl.formatMessage(m.action)}
        </Link>
      }
      dismissLabel={intl.formatMessage(m.dismiss)}
      onDismiss={onDismiss}
    />
  );
}
