import { ConfirmDialog, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import type { BonusDialogProps } from './bonus-dialog-props';
import { bonusesMessages as m, removeTextMessage } from './bonuses.messages';
import { useBonusActions } from './use-bonus-actions';

export type BonusRemoveDialogProps = DialogComponentProps<BonusDialogProps>;

/** 'bonus-remove' (SPEC.md 2.7 confirm): removes a bonus and what is left of its money. */
export function BonusRemoveDialog({ close, ...bonus }: BonusRemoveDialogProps) {
  const intl = useIntl();
  const { remove, busy, failed } = useBonusActions(bonus);
  const handleConfirm = async () => {
    if (await remove()) close(true);
  };
  return (
    <ConfirmDialog
      icon="warning"
      tone="danger"
      title={intl.formatMessage(m.removeTitle)}
      message={<p>{intl.formatMessage(removeTextMessage, { name: bonus.name })}</p>}
      error={failed && intl.formatMessage(m.failed)}
      confirmLabel={intl.formatMessage(m.removeConfirm)}
      cancelLabel={intl.formatMessage(m.keep)}
      loading={busy}
      onConfirm={handleConfirm}
    />
  );
}
