import { useGetTournamentsQuery } from '@casino/api-client';
import { useFormatters, usePageLocale } from '@casino/i18n';
import { buildPath, PageHead } from '@casino/routing';
import { ItemNotFound, Link, LoadFailed, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { descriptionImage, descriptionText, useRemapped } from '../shared/description';
import shared from '../shared/shared.module.css';
import { usePlayerState } from '../shared/use-player-state';
import { Leaderboard } from './leaderboard';
import { ParticipateButton } from './participate-button';
import { TournamentStatus } from './tournament-status';
import { tournamentTitle } from './tournament-text';
import { TournamentTiming } from './tournament-timing';
import { placeMessage, playersCountMessage, tournamentsMessages } from './tournaments.messages';
import styles from './tournaments.module.css';
import { HeroImage } from '../shared/hero-image';

/** `/tournaments/{id}`: the tournament, its countdown and prizes, joining, its games and the leaderboard. */
export function TournamentPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { formatMoney } = useFormatters();
  const player = usePlayerState();
  const id = useParams()['id'] ?? '';
  const { data, isError, isSuccess, refetch } = useGetTournamentsQuery({ id });
  const tournament = useRemapped(data)?.[0];
  const allPath = buildPath('tournaments.index', { locale });

  if (isSuccess && !tournament) {
    return <ItemNotFound icon="trophy" title={intl.formatMessage(tournamentsMessages.notFound)} back={{ to: allPath, label: intl.formatMessage(tournamentsMessages.all) }} />;
  }

  const image = tournament && (descriptionImage(tournament.description, 'desktop') ?? descriptionImage(tournament.description, 'thumb'));
  const text = tournament && descriptionText(tournament.description, 'text');
  return (
    <section className={shared['page']} aria-labelledby="tournament-title">
      {tournament && <PageHead title={tournamentTitle(tournament)} description={text} image={image} />}
      <Link to={allPath} variant="subtle">
        {intl.formatMessage(tournamentsMessages.all)}
      </Link>
      {isError && <LoadFailed onRetry={() => void refetch()} />}
      <article className={styles['hero']} aria-busy={!tournament}>
        <HeroImage src={image} />
        <div className={styles['heroBody']}>
          {tournament && <TournamentStatus status={tournament.status} />}
          <h1 id="tournament-title" className={shared['title']}>
            {tournament ? tournamentTitle(tournament) : <Skeleton width="14ch" />}
          </h1>
          {text && <p>{text}</p>}
          {tournament && (
            <>
              <dl className={styles['facts']}>
                <div>
                  <dt>{intl.formatMessage(tournamentsMessages.prizePool)}</dt>
                  <dd className={styles['poolAmount']}>{formatMoney(tournament.prize_pool.amount, tournament.prize_pool.currency)}</dd>
                </div>
                {tournament.min_bet && (
                  <div>
                    <dt>{intl.formatMessage(tournamentsMessages.minBet)}</dt>
                    <dd>{formatMoney(tournament.min_bet.amount, tournament.min_bet.currency)}</dd>
                  </div>
                )}
                <div>
                  <dt>{intl.formatMessage(tournamentsMessages.participants)}</dt>
                  <dd>{intl.formatMessage(playersCountMessage, { count: tournament.players_count })}</dd>
                </div>
              </dl>
              <TournamentTiming tournament={tournament} size="lg" onChange={() => void refetch()} />
              <div className={styles['join']}>
                <ParticipateButton tournament={tournament} player={player} />
                <Link to={buildPath('tournaments.item.gamehall', { locale, params: { id } })}>{intl.formatMessage(tournamentsMessages.games)}</Link>
              </div>
              {tournament.prizes.length > 0 && (
                <section aria-labelledby="tournament-prizes" className={styles['timing']}>
                  <h2 id="tournament-prizes" className={shared['subtitle']}>
                    {intl.formatMessage(tournamentsMessages.prizes)}
                  </h2>
                  <ul className={styles['prizes']}>
                    {tournament.prizes.map((prize) => (
                      <li key={prize.place}>
                        {intl.formatMessage(placeMessage, { place: prize.place })}: <strong>{formatMoney(prize.amount.amount, prize.amount.currency)}</strong>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
        </div>
      </article>
      <section aria-labelledby="tournament-leaderboard" className={shared['page']}>
        <h2 id="tournament-leaderboard" className={shared['subtitle']}>
          {intl.formatMessage(tournamentsMessages.leaderboard)}
        </h2>
        <Leaderboard tournamentId={id} />
      </section>
    </section>
  );
}
