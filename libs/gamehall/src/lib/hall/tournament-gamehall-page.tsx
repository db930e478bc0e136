import { useGetTournamentsQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { Link, LoadFailed } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { providersSearch, type HallFilter } from '../shared/hall-paths';
import { tournamentTitle } from '../tournaments/tournament-text';
import shared from '../shared/shared.module.css';
import { GamehallView } from './gamehall-view';
import { GridSkeleton } from './games-grid';
import { hallMessages } from './hall.messages';
import { useHallFilter } from './use-hall-filter';

/** `/tournaments/{id}/gamehall`: the games that count in a tournament (its category), with the providers filter. */
export function TournamentGamehallPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const id = useParams()['id'] ?? '';
  const { data, isError, refetch } = useGetTournamentsQuery({ id });
  const tournament = data?.[0];
  const filter = useHallFilter(tournament?.category ?? null);
  const tournamentPath = buildPath('tournaments.item', { locale, params: { id } });
  const pathFor = (next: HallFilter) => `${buildPath('tournaments.item.gamehall', { locale, params: { id } })}${providersSearch(next.providers)}`;
  // The hall waits for the tournament: showing all games first and then its category would jump.
  if (!data) {
    return (
      <section className={shared['page']}>
        {isError ? <LoadFailed onRetry={() => void refetch()} /> : <GridSkeleton label={intl.formatMessage(hallMessages.gamesList)} />}
      </section>
    );
  }
  return (
    <GamehallView
      title={tournament ? tournamentTitle(tournament) : intl.formatMessage(hallMessages.tournamentGames)}
      filter={filter}
      pathFor={pathFor}
      showCategories={false}
      before={
        <Link to={tournamentPath} variant="subtle">
          {intl.formatMessage(hallMessages.backToTournament)}
        </Link>
      }
    />
  );
}
