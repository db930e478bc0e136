import {
  bannersApi,
  gamesApi,
  useGetBannersQuery,
  useGetGameCategoriesQuery,
  useGetGamePagesInfiniteQuery,
  useGetGameProvidersQuery,
  useGetGamesQuery,
} from '@casino/api-client';
import { recordRequests } from '@casino/api-client/testing';
import { useGetCmsCommonQuery, useGetCmsWebSettingQuery } from '@casino/cms-client';
import { renderHook, waitFor } from '@testing-library/react';
import { createTestStore, startTestServer } from '@casino/session/testing';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { gamehallPageData } from './gamehall-page-data';
import { GAMES_PAGE_SIZE, hallGamesFilter } from './hall/hall-page-query';
import { homeRowCategories, homeRowQuery, ROWS_BEFORE_JACKPOTS } from './home/home-rows';

const { seen } = startTestServer();

async function createStore() {
  const store = await createTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

/** Every request as `METHOD path?query`, and those asked more than once. */
async function requestsOf(seen: ReturnType<typeof recordRequests>) {
  const all = await seen.calls();
  return { all, repeated: all.filter((request, index) => all.indexOf(request) !== index) };
}

describe('the game hall page data, started beside the guards', () => {
  it('home: banners, CMS slots and the first category rows, which the page hooks then find without asking again', async () => {
    const { store, wrapper } = await createStore();
    gamehallPageData.index(store.dispatch, { params: {}, search: new URLSearchParams() });
    const categories = await store.dispatch(gamesApi.endpoints.getGameCategories.initiate(undefined, { subscribe: false })).unwrap();
    const firstRows = homeRowCategories(categories).slice(0, ROWS_BEFORE_JACKPOTS);
    expect(firstRows).toHaveLength(ROWS_BEFORE_JACKPOTS);
    await waitFor(() => expect(firstRows.every((row) => gamesApi.endpoints.getGames.select(homeRowQuery(row.id))(store.getState()).isSuccess)).toBe(true));
    expect(bannersApi.endpoints.getBanners.select()(store.getState()).status).not.toBe('uninitialized');

    // The page's own hooks, with the page's own arguments.
    const { result } = renderHook(
      () => [
        useGetBannersQuery(),
        useGetCmsCommonQuery(),
        useGetCmsWebSettingQuery(),
        useGetGameProvidersQuery(),
        useGetGameCategoriesQuery(),
        ...firstRows.map((row) => useGetGamesQuery(homeRowQuery(row.id))),
      ],
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    const { all, repeated } = await requestsOf(seen);
    expect(repeated).toEqual([]);
    expect(all.filter((request) => request.startsWith('GET /api/games.get?'))).toHaveLength(ROWS_BEFORE_JACKPOTS);
  });

  it('game hall: the category of the path and the providers of the query, on the hall first page', async () => {
    const { store, wrapper } = await createStore();
    gamehallPageData['gamehall.category'](store.dispatch, { params: { id: 'slots' }, search: new URLSearchParams('providers=a,b') });
    const filter = hallGamesFilter({ category: 'slots', providers: ['a', 'b'] });
    expect(filter).toEqual({ category: 'slots', providers: ['a', 'b'], pageSize: GAMES_PAGE_SIZE });
    const { result } = renderHook(() => [useGetGamePagesInfiniteQuery(filter), useGetGameCategoriesQuery(), useGetGameProvidersQuery()], { wrapper });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    const { all, repeated } = await requestsOf(seen);
    expect(repeated).toEqual([]);
    const gameLists = all.filter((request) => request.startsWith('GET /api/games.get?'));
    expect(gameLists).toHaveLength(1);
    const options = gameLists.map((request) => JSON.parse(new URL(request.slice(4), 'http://platform').searchParams.get('options') ?? ''));
    expect(options).toEqual([{
      category: 'slots',
      providers: ['a', 'b'],
      offset: 0,
      count: GAMES_PAGE_SIZE,
    }]);
  });

  it('game page: the game by its sysname and the games config', async () => {
    const { store } = await createStore();
    gamehallPageData['game-sysname'](store.dispatch, { params: { sysname: 'fruit-storm' }, search: new URLSearchParams() });
    await waitFor(() => expect(gamesApi.endpoints.getGame.select('fruit-storm')(store.getState()).status).not.toBe('pending'));
    const { all } = await requestsOf(seen);
    expect(all.some((request) => request.startsWith('GET /api/games.get?') && request.includes('fruit-storm'))).toBe(true);
    expect(all.some((request) => request.startsWith('GET /cms/api/games-config?'))).toBe(true);
  });
});
