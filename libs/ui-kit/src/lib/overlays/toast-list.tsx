import { useIntl } from 'react-intl';
import { overlayMessages } from './overlays.messages';
import { ToastItem } from './toast-item';
import type { Toast } from './toast-types';
import styles from './toast-list.module.css';

export type ToastListProps = {
  toasts: Toast[];
  onDismiss: (id: string) => void;
};

/**
 * The toasts, below the header (SPEC.md 2.7). The state lives in libs/session; this only draws it. The
 * list stays mounted even when empty so screen readers already watch it when a toast arrives.
 */
export function ToastList({ toasts, onDismiss }: ToastListProps) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(overlayMessages.notifications)} className={styles.region}>
      <div aria-live="polite" className={styles.list}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}
