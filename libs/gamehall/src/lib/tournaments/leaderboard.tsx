import { useGetLeaderboardQuery } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { LeaderboardEntry } from '@casino/platform-contract';
import { LoadFailed, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { tournamentsMessages } from './tournaments.messages';
import styles from './tournaments.module.css';

export const LEADERBOARD_SIZE = 50;

export type LeaderboardProps = { tournamentId: number | string };

/** A tournament's standings (leaderboard.get): the player's own row marked. */
export function Leaderboard({ tournamentId }: LeaderboardProps) {
  const { data, isError, refetch } = useGetLeaderboardQuery({ tournament_id: tournamentId, count: LEADERBOARD_SIZE });
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  return <LeaderboardTable entries={data?.items} />;
}

export type LeaderboardTableProps = { entries: readonly LeaderboardEntry[] | undefined };

export function LeaderboardTable({ entries }: LeaderboardTableProps) {
  const intl = useIntl();
  const { formatAmount, formatMoney } = useFormatters();
  if (entries?.length === 0) return <p className={styles['label']}>{intl.formatMessage(tournamentsMessages.leaderboardEmpty)}</p>;
  return (
    <div className={styles['tableWrap']}>
      <table className={styles['table']} aria-busy={entries === undefined}>
        <caption className={styles['visuallyHidden']}>{intl.formatMessage(tournamentsMessages.leaderboard)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(tournamentsMessages.place)}</th>
            <th scope="col">{intl.formatMessage(tournamentsMessages.player)}</th>
            <th scope="col" className={styles['end']}>
              {intl.formatMessage(tournamentsMessages.score)}
            </th>
            <th scope="col" className={styles['end']}>
              {intl.formatMessage(tournamentsMessages.prize)}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries
            ? entries.map((entry) => (
                <tr key={entry.place} className={entry.is_me ? styles['me'] : undefined} aria-current={entry.is_me ? 'true' : undefined}>
                  <td>{entry.place}</td>
                  <td>{entry.is_me ? `${entry.fakename} (${intl.formatMessage(tournamentsMessages.you)})` : entry.fakename}</td>
                  <td className={styles['end']}>{formatAmount(entry.score)}</td>
                  <td className={styles['end']}>{entry.prize ? formatMoney(entry.prize.amount, entry.prize.currency) : '\u2014'}</td>
                </tr>
              ))
            : Array.from({ length: 5 }, (_, index) => (
                <tr key={index} aria-hidden="true">
                  <td colSpan={4}>
                    <Skeleton />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
