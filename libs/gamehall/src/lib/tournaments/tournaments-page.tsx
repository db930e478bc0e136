import { useGetTournamentsQuery } from '@casino/api-client';
import { EmptyState, LoadFailed, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useRemapped } from '../shared/description';
import shared from '../shared/shared.module.css';
import { TournamentCard } from './tournament-card';
import { tournamentsMessages } from './tournaments.messages';

const ORDER = { active: 0, upcoming: 1, finished: 2 } as const;

/** `/tournaments`: live ones first, then upcoming, then finished, each with its countdown. */
export function TournamentsPage() {
  const intl = useIntl();
  const { data, isError, refetch } = useGetTournamentsQuery();
  const tournaments = useRemapped(data)?.sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return (
    <section className={shared['page']} aria-labelledby="tournaments-title">
      <h1 id="tournaments-title" className={shared['title']}>
        {intl.formatMessage(tournamentsMessages.title)}
      </h1>
      {isError && <LoadFailed onRetry={() => void refetch()} />}
      {tournaments?.length === 0 && <EmptyState icon="trophy" title={intl.formatMessage(tournamentsMessages.empty)} headingLevel={2} />}
      <ul className={shared['cards']} aria-busy={!tournaments}>
        {tournaments
          ? tournaments.map((tournament) => (
              <li key={tournament.id}>
                <TournamentCard tournament={tournament} headingLevel={2} />
              </li>
            ))
          : Array.from({ length: 3 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton shape="rect" aspectRatio="3 / 3.4" width="100%" />
              </li>
            ))}
      </ul>
    </section>
  );
}
