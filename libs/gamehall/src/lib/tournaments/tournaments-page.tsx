import { useGetTournamentsQuery } from '@casino/api-client';
import { Skeleton } from '@casino/ui-kit';
import { CardListPage } from '../shared/card-list-page';
import { useRemapped } from '../shared/description';
import { TournamentCard } from './tournament-card';
import { tournamentsMessages } from './tournaments.messages';

const ORDER = { active: 0, upcoming: 1, finished: 2 } as const;

/** `/tournaments`: live ones first, then upcoming, then finished, each with its countdown. */
export function TournamentsPage() {
  const query = useGetTournamentsQuery();
  const tournaments = useRemapped(query.data)?.sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return (
    <CardListPage
      headingId="tournaments-title"
      messages={tournamentsMessages}
      items={tournaments}
      query={query}
      emptyIcon="trophy"
      placeholders={{ count: 3, render: () => <Skeleton shape="rect" aspectRatio="3 / 3.4" width="100%" /> }}
      keyOf={(tournament) => tournament.id}
      renderItem={(tournament) => <TournamentCard tournament={tournament} headingLevel={2} />}
    />
  );
}
