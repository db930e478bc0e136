import { useFormatters } from '@casino/i18n';
import { ConfirmDialog, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import type { BonusDialogProps } from './bonus-dialog-props';
import { activateTextMessage, bonusesMessages as m } from './bonuses.messages';
import { useBonusActions } from './use-bonus-actions';

export type BonusActivateDialogProps = DialogComponentProps<BonusDialogProps>;

/** 'bonus-activate' (SPEC.md 2.7 confirm): activates a bonus when no bonus of its kind is active. */
export function BonusActivateDialog({ close, ...bonus }: BonusActivateDialogProps) {
  const intl = useIntl();
  const { formatMoney } = useFormatters();
  const { activate, busy, failed } = useBonusActions(bonus);
  const handleConfirm = async () => {
    if (await activate()) close(true);
  };
  return (
    <ConfirmDialog
      icon="gift"
      title={intl.formatMessage(m.activateTitle)}
      message={<p>{intl.formatMessage(activateTextMessage, { name: bonus.name, amount: formatMoney(bonus.amount.amount, bonus.amount.currency) })}</p>}
      error={failed && intl.formatMessage(m.failed)}
      confirmLabel={intl.formatMessage(m.activateConfirm)}
      loading={busy}
      onConfirm={handleConfirm}
    />
  );
}
