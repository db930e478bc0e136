import { useFormatters } from '@casino/i18n';
import type { GameRound } from '@casino/platform-contract';
import { Badge, Table, type TableColumn } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { betsMessages as m } from './bets.messages';
import styles from './bets.module.css';

export type BetsTableProps = { rounds: GameRound[] };

/** The rounds as a table (a labelled card per round on a phone): when, which game, bet and win. */
export function BetsTable({ rounds }: BetsTableProps) {
  const intl = useIntl();
  const { formatMoney, formatDate, formatTime } = useFormatters();
  const columns: Array<TableColumn<GameRound>> = [
    {
      key: 'date',
      header: intl.formatMessage(m.date),
      render: (round) => (
        <time dateTime={round.created_at}>
          {formatDate(round.created_at)} <span className={styles.time}>{formatTime(round.created_at)}</span>
        </time>
      ),
    },
    {
      key: 'game',
      header: intl.formatMessage(m.game),
      render: (round) => (
        <span className={styles.game}>
          {round.game.name}
          {round.is_freespin && (
            <Badge tone="freespins">
              <FormattedMessage {...m.freeSpin} />
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'mode',
      header: intl.formatMessage(m.mode),
      render: (round) => <FormattedMessage {...(round.mode === 'demo' ? m.modeDemo : m.modeReal)} />,
    },
    { key: 'bet', header: intl.formatMessage(m.bet), align: 'end', render: (round) => formatMoney(round.bet.amount, round.bet.currency) },
    {
      key: 'win',
      header: intl.formatMessage(m.win),
      align: 'end',
      render: (round) => <span className={round.win.amount > 0 ? styles.won : undefined}>{formatMoney(round.win.amount, round.win.currency)}</span>,
    },
  ];
  return <Table caption={intl.formatMessage(m.caption)} hideCaption columns={columns} rows={rounds} rowKey={(round) => String(round.id)} />;
}
