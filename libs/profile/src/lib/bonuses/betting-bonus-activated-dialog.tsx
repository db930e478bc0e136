import { useFormatters } from '@casino/i18n';
import { ConfirmDialog, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import type { BonusDialogProps } from './bonus-dialog-props';
import { bettingActivatedTextMessage, bonusesMessages as m } from './bonuses.messages';

export type BettingBonusActivatedDialogProps = DialogComponentProps<Pick<BonusDialogProps, 'name' | 'amount'>>;

/** 'betting-bonus-activated' (SPEC.md 2.7 confirm): the betting bonus is ready; confirming goes to betting. */
export function BettingBonusActivatedDialog({ name, amount, close }: BettingBonusActivatedDialogProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const { formatMoney } = useFormatters();
  const handleConfirm = () => {
    close(true);
    navigate(path('betting'));
  };
  return (
    <ConfirmDialog
      icon="trophy"
      title={intl.formatMessage(m.bettingActivatedTitle)}
      message={intl.formatMessage(bettingActivatedTextMessage, { name, amount: formatMoney(amount.amount, amount.currency) })}
      confirmLabel={intl.formatMessage(m.goBetting)}
      cancelLabel={intl.formatMessage(m.later)}
      onConfirm={handleConfirm}
    />
  );
}
