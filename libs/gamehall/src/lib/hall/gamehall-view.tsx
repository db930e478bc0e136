import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '@casino/routing';
import { Button, EmptyState, LoadFailed } from '@casino/ui-kit';
import { useNavigate } from 'react-router-dom';
import { SearchButton } from '../search/search-button';
import type { HallFilter } from '../shared/hall-paths';
import { useTileData } from '../shared/use-tile-data';
import { CategoryNav } from './category-nav';
import { GamesGrid } from './games-grid';
import { gamesCountMessage, hallMessages } from './hall.messages';
import { ProviderFilter } from './provider-filter';
import { usePagedGames } from './use-paged-games';
import shared from '../shared/shared.module.css';
import styles from './gamehall.module.css';

export type GamehallViewProps = {
  /** The hall's heading and document title; a blank while a category's name is on its way. */
  title: string;
  filter: HallFilter;
  /** The URL of another filter of this hall. */
  pathFor: (filter: HallFilter) => string;
  /** The category links; a tournament's hall has its category fixed. */
  showCategories?: boolean;
  /** Above the title: e.g. the way back to a tournament. */
  before?: ReactNode;
};

/** A game hall: title and count, category links, providers, and the virtualised grid loading more on scroll. */
export function GamehallView({ title, filter, pathFor, showCategories = true, before }: GamehallViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const data = useTileData();
  const paged = usePagedGames({ category: filter.category ?? undefined, providers: filter.providers });
  const filtered = filter.providers.length > 0 || (showCategories && filter.category !== null);

  return (
    <section className={shared['page']} aria-labelledby="gamehall-title">
      {/* Not the blank that stands in for a name on its way. */}
      {title.trim() && <PageHead title={title} />}
      {before}
      <header className={shared['pageHeader']}>
        <div>
          <h1 id="gamehall-title" className={shared['title']}>
            {title}
          </h1>
          <p className={shared['muted']} aria-live="polite">
            {paged.total !== undefined ? intl.formatMessage(gamesCountMessage, { count: paged.total }) : '\u00a0'}
          </p>
        </div>
        <SearchButton />
      </header>
      <div className={styles['filters']}>
        {showCategories && <CategoryNav filter={filter} />}
        <ProviderFilter filter={filter} pathFor={pathFor} />
      </div>
      {paged.isError && <LoadFailed onRetry={paged.retry} />}
      {paged.games?.length === 0 ? (
        <EmptyState
          icon="search"
          title={intl.formatMessage(hallMessages.emptyTitle)}
          description={intl.formatMessage(hallMessages.emptyText)}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => navigate(pathFor({ category: showCategories ? null : filter.category, providers: [] }))}>
                {intl.formatMessage(hallMessages.showAll)}
              </Button>
            ) : undefined
          }
          headingLevel={2}
        />
      ) : (
        <GamesGrid games={paged.games} data={data} label={intl.formatMessage(hallMessages.gamesList)} hasMore={paged.hasMore} onEndReached={paged.loadMore} />
      )}
      {/* Always in place, so the footer does not jump when the next page starts loading. */}
      <p className={styles['more']} role="status">
        {paged.hasMore && paged.isFetching ? intl.formatMessage(hallMessages.loadingMore) : ''}
      </p>
    </section>
  );
}
