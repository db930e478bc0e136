import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../utils/cx';
import { countdownLabelMessage, feedbackMessages } from './feedback.messages';
import styles from './countdown.module.css';

export type CountdownProps = {
  /** The moment the countdown reaches zero. */
  to: Date | number;
  /** Called once when zero is reached. */
  onComplete?: () => void;
  size?: 'md' | 'lg';
};

const SECOND = 1000;

function split(ms: number) {
  // Rounded up: "1 s" stays on screen until the very end, and zero means finished.
  const total = Math.max(0, Math.ceil(ms / SECOND));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Time left until a moment (tournament end, bonus expiry), ticking every second. */
export function Countdown({ to, onComplete, size = 'md' }: CountdownProps) {
  const intl = useIntl();
  const target = typeof to === 'number' ? to : to.getTime();
  const [now, setNow] = useState(() => Date.now());
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  });

  const remaining = target - now;
  useEffect(() => {
    if (remaining <= 0) {
      completeRef.current?.();
      return undefined;
    }
    // Tick on the next whole second of the remaining time, so the display never skips a second.
    const timer = setTimeout(() => setNow(Date.now()), remaining % SECOND || SECOND);
    return () => clearTimeout(timer);
  }, [remaining]);

  if (remaining <= 0) {
    return <span className={cx(styles.countdown, styles.ended)}>{intl.formatMessage(feedbackMessages.countdownEnded)}</span>;
  }

  const parts = split(remaining);
  const segments = [
    ...(parts.days > 0 ? [{ value: String(parts.days), unit: feedbackMessages.days }] : []),
    { value: pad(parts.hours), unit: feedbackMessages.hours },
    { value: pad(parts.minutes), unit: feedbackMessages.minutes },
    { value: pad(parts.seconds), unit: feedbackMessages.seconds },
  ];
  // The time left differs by the time the page takes from the server to the browser: the browser's value wins.
  return (
    <span role="timer" suppressHydrationWarning aria-label={intl.formatMessage(countdownLabelMessage, parts)} className={cx(styles.countdown, size === 'lg' && styles.lg)}>
      {segments.map(({ value, unit }) => (
        <span key={unit.id} className={styles.segment} aria-hidden="true" suppressHydrationWarning>
          {value}
          <span className={styles.unit}>{intl.formatMessage(unit)}</span>
        </span>
      ))}
    </span>
  );
}
