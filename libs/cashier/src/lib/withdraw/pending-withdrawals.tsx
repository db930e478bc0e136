import { useGetCashierHistoryQuery } from '@casino/api-client';
import { Skeleton } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { HistoryTable } from '../history/history-table';
import { withdrawMessages } from './withdraw.messages';

/** The player's pending withdrawals, each with its Cancel button. */
export function PendingWithdrawals() {
  const { data } = useGetCashierHistoryQuery({ type: 'withdrawal', statuses: ['pending'], count: 20 });
  if (!data) return <Skeleton shape="rect" height="6rem" />;
  return (
    <HistoryTable
      type="withdrawal"
      items={data.items}
      caption={<FormattedMessage {...withdrawMessages.pendingTitle} />}
      empty={<FormattedMessage {...withdrawMessages.pendingEmpty} />}
    />
  );
}
