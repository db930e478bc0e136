import { useGetAccountInfoQuery } from '@casino/api-client';
import { useIntl } from 'react-intl';
import { useConfirmHint } from './use-confirm-hint';
import { useRegistrationHint } from './use-registration-hint';
import { ConfirmHintNotice } from './confirm-hint-notice';
import { hintsMessages as m } from './hints.messages';
import { RegistrationHintNotice } from './registration-hint-notice';
import { useHintDismissal } from './use-hint-dismissal';
import styles from './session-hints.module.css';

/**
 * The hints of SPEC.md 4 at the top of the page content: the registration hint (first deposit) above the
 * confirm hint, both when both apply, since each asks for something different. Each hides as soon as it no
 * longer applies, or for the rest of the browser session once the player dismisses it.
 */
export function SessionHints() {
  const intl = useIntl();
  const { data: account } = useGetAccountInfoQuery();
  const registration = useRegistrationHint();
  const confirm = useConfirmHint();
  const { isDismissed, dismiss } = useHintDismissal(account?.uid ?? 0);
  const showRegistration = registration && !isDismissed('registration');
  const confirmContact = confirm.visible && !isDismissed('confirm') ? confirm.contact : undefined;
  if (!showRegistration && !confirmContact) return null;

  return (
    <ul className={styles['hints']} aria-label={intl.formatMessage(m.label)}>
      {showRegistration && <RegistrationHintNotice onDismiss={() => dismiss('registration')} />}
      {confirmContact && <ConfirmHintNotice contact={confirmContact} onDismiss={() => dismiss('confirm')} />}
    </ul>
  );
}
