import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../actions/icon-button';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../utils/cx';
import { overlayMessages } from './overlays.messages';
import { DEFAULT_TOAST_DURATION, type Toast, type ToastKind } from './toast-types';
import styles from './toast-list.module.css';

const icons: Record<ToastKind, IconName> = {
  success: 'check-circle',
  error: 'error-circle',
  info: 'info',
  warning: 'warning',
};

export type ToastItemProps = {
  toast: Toast;
  onDismiss: (id: string) => void;
};

/** One toast: dismisses itself after its duration, or at once with its close button. */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const intl = useIntl();
  const { id, kind, message, duration = DEFAULT_TOAST_DURATION } = toast;
  // The latest callback, so a parent re-render does not restart the timer.
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  useEffect(() => {
    const timer = setTimeout(() => dismissRef.current(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration]);

  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={cx(styles.toast, styles[kind])}>
      <span className={styles.icon}>
        <Icon name={icons[kind]} />
      </span>
      <div className={styles.message}>{message}</div>
      <IconButton icon="close" size="sm" label={intl.formatMessage(overlayMessages.dismissToast)} onClick={() => onDismiss(id)} />
    </div>
  );
}
