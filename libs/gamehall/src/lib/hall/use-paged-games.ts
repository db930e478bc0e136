import { useGetGamePagesInfiniteQuery } from '@casino/api-client';
import type { Game } from '@casino/platform-contract';
import { VIRTUAL_LIST_LIMIT } from '@casino/ui-kit';
import { useCallback, useMemo } from 'react';
import { hallGamesFilter, type HallQuery } from './hall-page-query';

export type PagedGames = {
  /** undefined until the first page arrives. */
  games: Game[] | undefined;
  total: number | undefined;
  hasMore: boolean;
  isFetching: boolean;
  isError: boolean;
  loadMore: () => void;
  retry: () => void;
};

/**
 * The hall's games page by page (RTK Query's infinite query over games.get's offset and count): one cache entry per
 * filter, so reopening a filter costs no request; a new filter starts again from page one.
 */
export function usePagedGames(query: HallQuery): PagedGames {
  const result = useGetGamePagesInfiniteQuery(hallGamesFilter(query));
  const { data, hasNextPage, isFetching, isError, isFetchNextPageError, fetchNextPage, refetch } = result;
  const games = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  const hasMore = games !== undefined && hasNextPage && games.length < VIRTUAL_LIST_LIMIT;

  // The next page is asked for only once the last one arrived; the grid asks again as the list grows.
  const loadMore = useCallback(() => {
    if (hasMore && !isFetching) void fetchNextPage();
  }, [fetchNextPage, hasMore, isFetching]);

  // A failed next page is asked for again; a failed first page asks for the whole list again.
  const retry = useCallback(() => void (isFetchNextPageError ? fetchNextPage() : refetch()), [fetchNextPage, isFetchNextPageError, refetch]);

  return { games, total: data?.pages[0]?.total, hasMore, isFetching, isError, loadMore, retry };
}
