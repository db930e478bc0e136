import { useGetGameCategoriesQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { Link, LoadFailed, Skeleton, WhenNearViewport } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { SearchButton } from '../search/search-button';
import { GamesRow } from '../shared/games-row';
import shared from '../shared/shared.module.css';
import { usePlayerState } from '../shared/use-player-state';
import { useTileData } from '../shared/use-tile-data';
import { CategoryRow } from './category-row';
import { HomeBanners } from './home-banners';
import { HomeJackpots } from './home-jackpots';
import { homeMessages } from './home.messages';
import { HomeTournaments } from './home-tournaments';
import { HomeWinners } from './home-winners';
import { HOME_CATEGORIES, homeRowCategories, ROWS_BEFORE_JACKPOTS } from './home-rows';
import { FavouritesRow, RecentlyPlayedRow } from './player-rows';
import styles from './home.module.css';


/**
 * `/`: banners, the player's own rows, the catalogue's categories as rows, live jackpots, tournaments
 * and recent wins. Each block keeps its size with skeletons while it loads; no spinner anywhere. The blocks
 * below the first two rows fetch and render only when the player scrolls near them: a phone's first seconds go
 * to what is on its screen.
 */
export function HomePage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const player = usePlayerState();
  const data = useTileData();
  const { data: categories, isError: categoriesFailed, refetch: refetchCategories } = useGetGameCategoriesQuery();
  const rows = homeRowCategories(categories);

  const categoryRow = (index: number) => {
    const category = rows[index];
    if (!category) return null;
    const row = (load: boolean) => <CategoryRow key={category.id} category={category} data={data} load={load} eager={index === 0 && player !== 'player'} />;
    return index < ROWS_BEFORE_JACKPOTS ? row(true) : (
      <WhenNearViewport key={category.id} placeholder={row(false)}>
        {row(true)}
      </WhenNearViewport>
    );
  };
  const categoryRows = (from: number, to = HOME_CATEGORIES) =>
    categoriesFailed
      ? from === 0 && <LoadFailed onRetry={() => void refetchCategories()} />
      : categories
      ? Array.from({ length: to - from }, (_, offset) => categoryRow(from + offset))
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
      <WhenNearViewport placeholder={<HomeJackpots load={false} />}>
        <HomeJackpots />
      </WhenNearViewport>
      {categoryRows(ROWS_BEFORE_JACKPOTS)}
      <WhenNearViewport placeholder={<HomeTournaments load={false} />}>
        <HomeTournaments />
      </WhenNearViewport>
      <WhenNearViewport placeholder={<HomeWinners load={false} />}>
        <HomeWinners />
      </WhenNearViewport>
    </div>
  );
}
