import { useFormatters } from '@casino/i18n';
import { useIntl } from 'react-intl';
import type { DialogComponentProps } from '@casino/ui-kit';
import type { BonusDialogProps } from './bonus-dialog-props';
import { BonusConfirmDialog } from './bonus-confirm-dialog';
import { activateTextMessage, bonusesMessages as m } from './bonuses.messages';

export type BonusActivateDialogProps = DialogComponentProps<BonusDialogProps>;

/** 'bonus-activate' (SPEC.md 2.7 confirm): activates a bonus when no bonus of its kind is active. */
export function BonusActivateDialog(props: BonusActivateDialogProps) {
  const intl = useIntl();
  const { formatMoney } = useFormatters();
  return (
    <BonusConfirmDialog
      dialog={props}
      action="activate"
      icon="gift"
      title={m.activateTitle}
      message={<p>{intl.formatMessage(activateTextMessage, { name: props.name, amount: formatMoney(props.amount.amount, props.amount.currency) })}</p>}
      confirmLabel={m.activateConfirm}
    />
  );
}
