import { ConfirmDialog, type ConfirmDialogProps, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { BonusDialogProps } from './bonus-dialog-props';
import { bonusesMessages as m } from './bonuses.messages';
import { useBonusActions } from './use-bonus-actions';

export type BonusConfirmDialogProps = Pick<ConfirmDialogProps, 'icon' | 'tone' | 'message'> & {
  /** The props the dialog stack gave the bonus dialog. */
  dialog: DialogComponentProps<BonusDialogProps>;
  /** What confirming does to the bonus. */
  action: 'activate' | 'remove';
  title: MessageDescriptor;
  confirmLabel: MessageDescriptor;
  cancelLabel?: MessageDescriptor;
};

/** A confirm dialog that runs one action on a bonus: busy while it runs, closed once it went through, a failure told inside. */
export function BonusConfirmDialog({ dialog, action, title, confirmLabel, cancelLabel, ...look }: BonusConfirmDialogProps) {
  const intl = useIntl();
  const actions = useBonusActions(dialog);
  const handleConfirm = async () => {
    if (await actions[action]()) dialog.close(true);
  };
  return (
    <ConfirmDialog
      {...look}
      title={intl.formatMessage(title)}
      error={actions.failed && intl.formatMessage(m.failed)}
      confirmLabel={intl.formatMessage(confirmLabel)}
      cancelLabel={cancelLabel && intl.formatMessage(cancelLabel)}
      loading={actions.busy}
      onConfirm={handleConfirm}
    />
  );
}
