import { ConfirmDialog, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import type { BonusDialogProps } from './bonus-dialog-props';
import { bonusesMessages as m, burnTextMessage } from './bonuses.messages';
import { useBonusActions } from './use-bonus-actions';

export type BurnBonusesDialogProps = DialogComponentProps<BonusDialogProps>;

/** 'burn-bonuses' (SPEC.md 2.7 confirm): activating this bonus burns the active one of its kind. */
export function BurnBonusesDialog({ close, ...bonus }: BurnBonusesDialogProps) {
  const intl = useIntl();
  const { activate, busy, failed } = useBonusActions(bonus);
  const handleConfirm = async () => {
    if (await activate()) close(true);
  };
  return (
    <ConfirmDialog
      icon="fire"
      tone="danger"
      title={intl.formatMessage(m.burnTitle)}
      message={<p>{intl.formatMessage(burnTextMessage, { name: bonus.name, active: bonus.activeName ?? '' })}</p>}
      error={failed && intl.formatMessage(m.failed)}
      confirmLabel={intl.formatMessage(m.burnConfirm)}
      cancelLabel={intl.formatMessage(m.keep)}
      loading={busy}
      onConfirm={handleConfirm}
    />
  );
}
