import { useFormatters } from '@casino/i18n';
import type { GameHistoryExport } from '@casino/platform-contract';
import { Badge, Table, type BadgeTone, type TableColumn } from '@casino/ui-kit';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { betsMessages as m } from './bets.messages';
import styles from './bets.module.css';
import { TitledSection } from '../shared/titled-section';

const STATUS: Record<GameHistoryExport['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  processing: { label: m.statusProcessing, tone: 'warning' },
  ready: { label: m.statusReady, tone: 'success' },
  failed: { label: m.statusFailed, tone: 'danger' },
};

export type ExportsTableProps = { exports: GameHistoryExport[] };

/** The export requests with their period, state and, once ready, the file. */
export function ExportsTable({ exports }: ExportsTableProps) {
  const intl = useIntl();
  const { formatDate } = useFormatters();
  const period = (item: GameHistoryExport) =>
    item.date_from || item.date_to ? `${item.date_from ? formatDate(item.date_from) : '…'} – ${item.date_to ? formatDate(item.date_to) : '…'}` : intl.formatMessage(m.wholeHistory);
  const columns: Array<TableColumn<GameHistoryExport>> = [
    { key: 'created', header: intl.formatMessage(m.requestedOn), render: (item) => formatDate(item.created_at) },
    { key: 'period', header: intl.formatMessage(m.period), render: period },
    {
      key: 'status',
      header: intl.formatMessage(m.status),
      render: (item) => (
        <Badge tone={STATUS[item.status].tone}>
          <FormattedMessage {...STATUS[item.status].label} />
        </Badge>
      ),
    },
    {
      key: 'file',
      header: intl.formatMessage(m.file),
      align: 'end',
      render: (item) =>
        item.status === 'ready' && item.url ? (
          <a href={item.url} download className={styles.download}>
            <FormattedMessage {...m.download} />
          </a>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <TitledSection title={<FormattedMessage {...m.requestsCaption} />}>
      <Table
        caption={intl.formatMessage(m.requestsCaption)}
        hideCaption
        columns={columns}
        rows={exports}
        rowKey={(item) => String(item.id)}
        empty={intl.formatMessage(m.noExports)}
      />
    </TitledSection>
  );
}
