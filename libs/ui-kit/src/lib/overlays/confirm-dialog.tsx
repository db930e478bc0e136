import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../actions/button';
import { ErrorNote } from '../feedback/error-note';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../utils/cx';
import { useDialogContext } from './dialog-context';
import { DialogTitle } from './dialog-title';
import { overlayMessages } from './overlays.messages';
import styles from './dialog.module.css';

export type ConfirmDialogProps = {
  title: ReactNode;
  message: ReactNode;
  /** Why the last try did not go through, under the message; the dialog stays open for another try. */
  error?: ReactNode;
  icon?: IconName;
  /** `danger` for destructive choices (burn bonuses, remove a bonus). */
  tone?: 'default' | 'danger';
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows progress on the confirm button while the action runs. */
  loading?: boolean;
  onConfirm: () => void;
  /** Called before the dialog closes on Cancel. */
  onCancel?: () => void;
};

/** A yes/no question with a short explanation; Cancel closes the dialog, Confirm runs the action. */
export function ConfirmDialog({ title, message, error, icon = 'info', tone = 'default', confirmLabel, cancelLabel, loading = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const intl = useIntl();
  const dialog = useDialogContext();
  const handleCancel = () => {
    onCancel?.();
    dialog?.close(true);
  };
  return (
    <div className={cx(styles.centered, tone === 'danger' && styles.danger)}>
      <div className={styles.header}>
        <span className={styles.icon}>
          <Icon name={icon} size="lg" />
        </span>
        <DialogTitle className={styles.title}>{title}</DialogTitle>
      </div>
      <div className={styles.body}>
        {message}
        {error && <ErrorNote>{error}</ErrorNote>}
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={handleCancel} disabled={loading}>
          {cancelLabel ?? intl.formatMessage(overlayMessages.cancel)}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
          {confirmLabel ?? intl.formatMessage(overlayMessages.confirm)}
        </Button>
      </div>
    </div>
  );
}
