import { useGetTournamentsQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { Carousel, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { useRemapped } from '../shared/description';
import { TournamentCard } from '../tournaments/tournament-card';
import { homeMessages } from './home.messages';

export type HomeTournamentsProps = {
  /** false: only the row's skeleton, nothing fetched yet (the row is still far below the screen). */
  load?: boolean;
};

/** Active and upcoming tournaments as a row, live ones first; hidden when there are none. */
export function HomeTournaments({ load = true }: HomeTournamentsProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { data } = useGetTournamentsQuery({ status: ['active', 'upcoming'], count: 6 }, { skip: !load });
  // Live ones first: the countdown to their end is the more urgent one.
  const tournaments = useRemapped(data)?.sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
  if (tournaments?.length === 0) return null;
  return (
    <Carousel title={intl.formatMessage(homeMessages.tournaments)} icon="trophy" seeAllTo={buildPath('tournaments.index', { locale })}>
      {tournaments
        ? tournaments.map((tournament) => <TournamentCard key={tournament.id} tournament={tournament} />)
        : Array.from({ length: 3 }, (_, index) => <Skeleton key={index} shape="rect" aspectRatio="3 / 3.4" width="100%" />)}
    </Carousel>
  );
}
