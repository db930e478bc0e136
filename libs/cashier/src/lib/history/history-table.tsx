import { useFormatters } from '@casino/i18n';
import type { CashierHistoryType, HistoryItem } from '@casino/platform-contract';
import { Link, Table, type TableColumn } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { CancelWithdrawalButton } from '../shared/cancel-withdrawal-button';
import { StatusBadge } from '../shared/status-badge';
import { historyMessages } from './history.messages';

export type HistoryTableProps = {
  type: CashierHistoryType;
  items: HistoryItem[];
  caption: ReactNode;
  hideCaption?: boolean;
  empty?: ReactNode;
  /** After a withdrawal is cancelled here. */
  onCancelled?: () => void;
};

/** History rows: date and time, method, amount with currency, status badge and what can be done with the row. */
export function HistoryTable({ type, items, caption, hideCaption, empty, onCancelled }: HistoryTableProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  const { formatMoney, formatDate, formatTime } = useFormatters();
  const columns: Array<TableColumn<HistoryItem>> = [
    {
      key: 'date',
      header: intl.formatMessage(historyMessages.date),
      render: (item) => (
        <time dateTime={item.created_at}>
          {formatDate(item.created_at)} {formatTime(item.created_at)}
        </time>
      ),
    },
    { key: 'method', header: intl.formatMessage(historyMessages.method), render: (item) => item.method_name ?? '—' },
    {
      key: 'amount',
      header: intl.formatMessage(historyMessages.amount),
      align: 'end',
      render: (item) => <span data-testid="history-amount">{formatMoney(item.amount.amount, item.amount.currency)}</span>,
    },
    { key: 'status', header: intl.formatMessage(historyMessages.status), render: (item) => <StatusBadge status={item.status} /> },
  ];
  if (type === 'deposit' || type === 'withdrawal') {
    columns.push({
      key: 'actions',
      header: intl.formatMessage(historyMessages.actions),
      render: (item) =>
        type === 'deposit' ? (
          <Link to={path('cashier.receipt', { query: { id: String(item.id) } })}>
            <FormattedMessage {...historyMessages.receipt} />
          </Link>
        ) : item.status === 'pending' ? (
          <CancelWithdrawalButton item={item} onCancelled={onCancelled} />
        ) : null,
    });
  }
  return <Table caption={caption} hideCaption={hideCaption} columns={columns} rows={items} rowKey={(item) => String(item.id)} empty={empty} />;
}
