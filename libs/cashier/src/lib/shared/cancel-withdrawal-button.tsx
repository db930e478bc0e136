import { useCancelWithdrawalMutation } from '@casino/api-client';
import type { HistoryItem } from '@casino/platform-contract';
import { Button } from '@casino/ui-kit';
import { useFormatters } from '@casino/i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import { cancelWithdrawalLabel, withdrawalActionMessages } from './withdrawal-actions.messages';

export type CancelWithdrawalButtonProps = { item: HistoryItem; onCancelled?: () => void };

/** Cancels a pending withdrawal; the held money goes back to the main balance. */
export function CancelWithdrawalButton({ item, onCancelled }: CancelWithdrawalButtonProps) {
  const intl = useIntl();
  const { formatMoney } = useFormatters();
  const [cancel, { isLoading, isError }] = useCancelWithdrawalMutation();
  const handleClick = async () => {
    const done = await cancel({ id: item.id })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) onCancelled?.();
  };
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        loading={isLoading}
        onClick={handleClick}
        aria-label={intl.formatMessage(cancelWithdrawalLabel, { amount: formatMoney(item.amount.amount, item.amount.currency) })}
      >
        <FormattedMessage {...withdrawalActionMessages.cancel} />
      </Button>
      {isError && (
        <span role="alert">
          <FormattedMessage {...withdrawalActionMessages.cancelFailed} />
        </span>
      )}
    </>
  );
}
