import { useFormatters, usePageLocale } from '@casino/i18n';
import type { Tournament } from '@casino/platform-contract';
import { buildPath } from '@casino/routing';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { descriptionImage } from '../shared/description';
import { TournamentStatus } from './tournament-status';
import { tournamentTitle } from './tournament-text';
import { TournamentTiming } from './tournament-timing';
import { playersCountMessage, tournamentsMessages } from './tournaments.messages';
import styles from './tournaments.module.css';

export type TournamentCardProps = { tournament: Tournament; headingLevel?: 2 | 3 };

/** A tournament: image, status, prize pool, countdown and players, leading to its page with the leaderboard. */
export function TournamentCard({ tournament, headingLevel = 3 }: TournamentCardProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { formatMoney } = useFormatters();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = descriptionImage(tournament.description, 'thumb');
  const path = buildPath('tournaments.item', { locale, params: { id: String(tournament.id) } });
  return (
    <article className={styles['card']}>
      <div className={styles['media']}>
        {image && <img src={image} alt="" width={288} height={192} loading="lazy" decoding="async" />}
        <span className={styles['status']}>
          <TournamentStatus status={tournament.status} />
        </span>
      </div>
      <div className={styles['body']}>
        <Heading className={styles['name']}>
          <Link to={path} className={styles['cardLink']}>
            {tournamentTitle(tournament)}
          </Link>
        </Heading>
        <p className={styles['pool']}>
          <span className={styles['label']}>{intl.formatMessage(tournamentsMessages.prizePool)}</span>
          <span className={styles['poolAmount']}>{formatMoney(tournament.prize_pool.amount, tournament.prize_pool.currency)}</span>
        </p>
        <TournamentTiming tournament={tournament} />
        <p className={styles['label']}>{intl.formatMessage(playersCountMessage, { count: tournament.players_count })}</p>
      </div>
    </article>
  );
}
