import { useIntl } from 'react-intl';
import type { DialogComponentProps } from '@casino/ui-kit';
import type { BonusDialogProps } from './bonus-dialog-props';
import { BonusConfirmDialog } from './bonus-confirm-dialog';
import { bonusesMessages as m, removeTextMessage } from './bonuses.messages';

export type BonusRemoveDialogProps = DialogComponentProps<BonusDialogProps>;

/** 'bonus-remove' (SPEC.md 2.7 confirm): removes a bonus and what is left of its money. */
export function BonusRemoveDialog(props: BonusRemoveDialogProps) {
  const intl = useIntl();
  return (
    <BonusConfirmDialog
      dialog={props}
      action="remove"
      icon="warning"
      tone="danger"
      title={m.removeTitle}
      message={<p>{intl.formatMessage(removeTextMessage, { name: props.name })}</p>}
      confirmLabel={m.removeConfirm}
      cancelLabel={m.keep}
    />
  );
}
