import { useIntl } from 'react-intl';
import type { DialogComponentProps } from '@casino/ui-kit';
import type { BonusDialogProps } from './bonus-dialog-props';
import { BonusConfirmDialog } from './bonus-confirm-dialog';
import { bonusesMessages as m, burnTextMessage } from './bonuses.messages';

export type BurnBonusesDialogProps = DialogComponentProps<BonusDialogProps>;

/** 'burn-bonuses' (SPEC.md 2.7 confirm): activating this bonus burns the active one of its kind. */
export function BurnBonusesDialog(props: BurnBonusesDialogProps) {
  const intl = useIntl();
  return (
    <BonusConfirmDialog
      dialog={props}
      action="activate"
      icon="fire"
      tone="danger"
      title={m.burnTitle}
      message={<p>{intl.formatMessage(burnTextMessage, { name: props.name, active: props.activeName ?? '' })}</p>}
      confirmLabel={m.burnConfirm}
      cancelLabel={m.keep}
    />
  );
}
