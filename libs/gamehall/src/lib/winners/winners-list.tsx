import { useFormatters, usePageLocale } from '@casino/i18n';
import type { Winner } from '@casino/platform-contract';
import { Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { gamePath } from '../shared/hall-paths';
import { winLineMessage, winnersMessages } from './winners.messages';
import styles from './winners.module.css';

export type WinnersListProps = {
  /** undefined while loading. */
  winners: readonly Winner[] | undefined;
  skeletons?: number;
};

/** Who won how much on which game and when: each line leads to the game. */
export function WinnersList({ winners, skeletons = 5 }: WinnersListProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { formatMoney, formatDate, formatTime } = useFormatters();
  if (winners?.length === 0) return <p className={styles['empty']}>{intl.formatMessage(winnersMessages.empty)}</p>;
  return (
    <ul className={styles['list']} aria-busy={winners === undefined}>
      {winners
        ? winners.map((winner) => (
            <li key={winner.id} className={styles['item']}>
              <img className={styles['thumb']} src={winner.game.image_url ?? ''} alt="" width={72} height={48} loading="lazy" decoding="async" />
              <span className={styles['text']}>
                <span className={styles['line']}>
                  {intl.formatMessage(winLineMessage, { player: winner.fakename, amount: formatMoney(winner.amount.amount, winner.amount.currency) })}
                </span>
                <Link to={gamePath(locale, winner.game.sysname)} className={styles['game']}>
                  {winner.game.name}
                </Link>
              </span>
              <time className={styles['time']} dateTime={winner.won_at}>
                {formatDate(winner.won_at)} {formatTime(winner.won_at)}
              </time>
            </li>
          ))
        : Array.from({ length: skeletons }, (_, index) => (
            <li key={index} className={styles['item']} aria-hidden="true">
              <Skeleton shape="rect" width={72} height={48} />
              <Skeleton lines={2} />
            </li>
          ))}
    </ul>
  );
}
