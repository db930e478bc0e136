import { gamesApi, type GamesOptions } from '@casino/api-client';
import { useAppDispatch } from '@casino/session';
import { GAMES_PAGE_SIZE, hallPageQuery, type HallQuery } from './hall-page-query';
import type { Game } from '@casino/platform-contract';
import { VIRTUAL_LIST_LIMIT } from '@casino/ui-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { shallowEqual, useSelector } from 'react-redux';

export { GAMES_PAGE_SIZE, type HallQuery } from './hall-page-query';


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
 * The hall's games page by page (offset / count of games.get), each page its own cache entry, so
 * scrolling back or reopening a filter costs no request. A new filter starts again from page one.
 */
export function usePagedGames(query: HallQuery, pageSize = GAMES_PAGE_SIZE): PagedGames {
  const dispatch = useAppDispatch();
  const key = JSON.stringify([query.category ?? null, query.providers ?? []]);
  const [pages, setPages] = useState({ key, count: 1 });
  const pageCount = pages.key === key ? pages.count : 1;

  const args = useMemo((): GamesOptions[] => {
    const [category, providers] = JSON.parse(key) as [string | null, string[]];
    return Array.from({ length: pageCount }, (_, page) => hallPageQuery({ category: category ?? undefined, providers }, page, pageSize));
  }, [key, pageCount, pageSize]);

  useEffect(() => {
    const subscriptions = args.map((arg) => dispatch(gamesApi.endpoints.getGames.initiate(arg)));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [args, dispatch]);

  const selectors = useMemo(() => args.map((arg) => gamesApi.endpoints.getGames.select(arg)), [args]);
  const results = useSelector((state: Parameters<(typeof selectors)[number]>[0]) => selectors.map((select) => select(state)), shallowEqual);

  const games = useMemo(() => {
    if (!results[0]?.data) return undefined;
    const loaded: Game[] = [];
    for (const result of results) {
      if (!result.data) break;
      loaded.push(...result.data.items);
    }
    return loaded;
  }, [results]);

  const total = results[0]?.data?.total;
  const isFetching = results.some((result) => result.isLoading || result.isUninitialized);
  const isError = results.some((result) => result.isError);
  const hasMore = games !== undefined && total !== undefined && games.length < Math.min(total, VIRTUAL_LIST_LIMIT);

  // The next page is asked for only once the last one arrived; the grid asks again as the list grows.
  const lastLoaded = results.at(-1)?.data !== undefined;
  const loadMore = useCallback(() => {
    if (hasMore && lastLoaded) setPages({ key, count: pageCount + 1 });
  }, [hasMore, key, lastLoaded, pageCount]);

  const retry = useCallback(() => {
    results.forEach((result, index) => {
      const arg = args[index];
      if (result.isError && arg) void dispatch(gamesApi.endpoints.getGames.initiate(arg, { subscribe: false, forceRefetch: true }));
    });
  }, [args, dispatch, results]);

  return { games, total, hasMore, isFetching, isError, loadMore, retry };
}
