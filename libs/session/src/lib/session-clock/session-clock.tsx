import { formatDuration } from '@casino/i18n';
import { useIntl } from 'react-intl';
import { sessionClockMessages as m } from './session-clock.messages';
import styles from './session-clock.module.css';
import { useSessionSeconds } from './use-session-seconds';

/**
 * The session clock of a signed-in player (responsible gaming): how long this session has lasted, from the platform's
 * session start. Nothing for a visitor. A timer (not announced every second): a screen reader reads it when the player
 * moves to it, by its name.
 */
export function SessionClock() {
  const intl = useIntl();
  const seconds = useSessionSeconds();
  if (seconds === undefined) return null;
  const label = intl.formatMessage(m.label);
  return (
    <p className={styles['clock']} role="timer" aria-label={label} title={label} data-testid="session-clock">
      <time dateTime={`PT${Math.floor(seconds)}S`}>{formatDuration(seconds)}</time>
    </p>
  );
}
