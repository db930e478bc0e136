import { FormattedMessage } from 'react-intl';
import { bonusesMessages as m } from './bonuses.messages';
import styles from './bonuses.module.css';

/** Inside a bonus confirm: the change did not go through, and what to do. */
export function FailedNote() {
  return (
    <p role="alert" className={styles.dialogError}>
      <FormattedMessage {...m.failed} />
    </p>
  );
}
