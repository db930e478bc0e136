import { LoadError } from '../shared/load-error';
import { useGetGameCategoriesQuery, useGetJackpotsQuery, useGetJackpotWinnersQuery, useGetTournamentsQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { Carousel, Link, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { JackpotCard } from '../jackpots/jackpot-card';
import { SearchButton } from '../search/search-button';
import { useRemapped } from '../shared/description';
import { GamesRow } from '../shared/games-row';
import shared from '../shared/shared.module.css';
import { usePlayerState } from '../shared/use-player-state';
import { useRoutingLocale } from '../shared/use-routing-locale';
import { useTileData } from '../shared/use-tile-data';
import { TournamentCard } from '../tournaments/tournament-card';
import { WinnersList } from '../winners/winners-list';
import { winnersMessages } from '../winners/winners.messages';
import { CategoryRow } from './category-row';
import { HomeBanners } from './home-banners';
import { homeMessages } from './home.messages';
import { FavouritesRow, RecentlyPlayedRow } from './player-rows';
import styles from './home.module.css';

const HOME_CATEGORIES = 6;
const ROWS_BEFORE_JACKPOTS = 2;

/**
 * `/`: banners, the player's own rows, the catalogue's categories as rows, live jackpots, tournaments
 * and recent wins. Each block keeps its size with skeletons while it loads; no spinner anywhere.
 */
export function HomePage() {
  const intl = useIntl();
  const locale = useRoutingLocale();
  const player = usePlayerState();
  const data = useTileData();
  const { data: categories, isError: categoriesFailed, refetch: refetchCategories } = useGetGameCategoriesQuery();
  const jackpots = useRemapped(useGetJackpotsQuery().data);
  const { data: tournamentsData } = useGetTournamentsQuery({ status: ['active', 'upcoming'], count: 6 });
  // Live ones first: the countdown to their end is the more urgent one.
  const tournaments = useRemapped(tournamentsData)?.sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
  const { data: winners } = useGetJackpotWinnersQuery({ count: 6 });
  const rows = [...(categories ?? [])].sort((a, b) => a.sort - b.sort).slice(0, HOME_CATEGORIES);

  const categoryRows = (from: number, to?: number) =>
    categoriesFailed
      ? from === 0 && <LoadError onRetry={() => void refetchCategories()} />
      : categories
      ? rows.slice(from, to).map((category, index) => <CategoryRow key={category.id} category={category} data={data} eager={from + index === 0 && player !== 'player'} />)
      : from === 0 && [<GamesRow key="loading-1" title={<Skeleton width="8ch" />} games={undefined} data={data} />, <GamesRow key="loading-2" title={<Skeleton width="8ch" />} games={undefined} data={data} />];

  return (
    <div className={shared['page']}>
      <header className={shared['pageHeader']}>
        <h1 className={styles['srTitle']}>{intl.formatMessage(homeMessages.title)}</h1>
        <Link to={buildPath('gamehall.index', { locale })}>{intl.formatMessage(homeMessages.allGames)}</Link>
        <SearchButton />
      </header>
      <HomeBanners player={player} />
      {player === 'player' && (
        <>
          <RecentlyPlayedRow data={data} />
          <FavouritesRow data={data} />
        </>
      )}
      {categoryRows(0, ROWS_BEFORE_JACKPOTS)}
      {jackpots?.length !== 0 && (
        <Carousel title={intl.formatMessage(homeMessages.jackpots)} icon="coins" seeAllTo={buildPath('jackpots.index', { locale })}>
          {jackpots
            ? jackpots.map((jackpot) => <JackpotCard key={jackpot.id} jackpot={jackpot} />)
            : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} shape="rect" aspectRatio="3 / 2.6" width="100%" />)}
        </Carousel>
      )}
      {categoryRows(ROWS_BEFORE_JACKPOTS)}
      {tournaments?.length !== 0 && (
        <Carousel title={intl.formatMessage(homeMessages.tournaments)} icon="trophy" seeAllTo={buildPath('tournaments.index', { locale })}>
          {tournaments
            ? tournaments.map((tournament) => <TournamentCard key={tournament.id} tournament={tournament} />)
            : Array.from({ length: 3 }, (_, index) => <Skeleton key={index} shape="rect" aspectRatio="3 / 3.4" width="100%" />)}
        </Carousel>
      )}
      <section aria-labelledby="home-winners" className={styles['winners']}>
        <div className={shared['pageHeader']}>
          <h2 id="home-winners" className={shared['subtitle']}>
            {intl.formatMessage(homeMessages.winners)}
          </h2>
          <Link to={buildPath('winners.index', { locale })} variant="subtle">
            {intl.formatMessage(winnersMessages.seeAll)}
          </Link>
        </div>
        <WinnersList winners={winners} />
      </section>
    </div>
  );
}
