import {
  gameCategorySchema,
  gameHistoryExportSchema,
  gameLikeSchema,
  gameRoundSchema,
  pagedItemsOf,
  type GameHistoryExport,
  type GameLike,
  type GameRound,
  gameProviderSchema,
  gamesPageSchema,
  itemsOf,
  type Game,
  type GameCategory,
  type GameProvider,
  type GamesPage,
} from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { offsetPaging } from './offset-pages';

export type GameHistoryQuery = { offset?: number; count?: number; date_from?: string; date_to?: string; mode?: 'real' | 'demo' };
export type GameHistoryPage = { items: GameRound[]; total: number };

/** The filter of games.get, sent as the `options` JSON string (SPEC.md 7.2). */
export type GamesOptions = {
  offset?: number;
  count?: number;
  category?: string;
  providers?: readonly string[];
  search?: string;
  /** Only these games (favourites, recently played), in any order. */
  sysnames?: readonly string[];
};

/** A game list read page by page: the filter of games.get without its offset and count, and the page size. */
export type GamesFilter = Omit<GamesOptions, 'offset' | 'count'> & { pageSize: number };

export const GAME_PROVIDER_TYPES = ['casino', 'slot', 'live', 'fast'] as const;

export const gamesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getGames: build.query<GamesPage, GamesOptions | void>({
      query: (options) => ({
        method: 'games.get',
        params: { options: JSON.stringify(options ?? {}) },
        schema: gamesPageSchema,
      }),
      providesTags: ['Games'],
    }),
    /**
     * A game list page by page (games.get's offset and count), all pages of one filter in one cache entry. The next
     * page's offset is the number of games already loaded; there is none once the platform's total is reached.
     */
    getGamePages: build.infiniteQuery<GamesPage, GamesFilter, number>({
      infiniteQueryOptions: offsetPaging,
      query: ({ queryArg: { pageSize, ...filter }, pageParam }) => ({
        method: 'games.get',
        params: { options: JSON.stringify({ ...filter, offset: pageParam, count: pageSize }) },
        schema: gamesPageSchema,
      }),
      providesTags: ['Games'],
    }),
    /** One game by its sysname, or null when the platform does not know it. */
    getGame: build.query<Game | null, string>({
      query: (sysname) => ({ method: 'games.get', params: { sysname }, schema: gamesPageSchema }),
      transformResponse: (page: GamesPage) => page.items[0] ?? null,
      providesTags: ['Games'],
    }),
    getGameCategories: build.query<GameCategory[], void>({
      query: () => ({ method: 'games.getCategories', schema: itemsOf(gameCategorySchema) }),
      transformResponse: ({ items }: { items: GameCategory[] }) => items,
      providesTags: ['GameCategories'],
    }),
    getGameProviders: build.query<GameProvider[], void>({
      query: () => ({
        method: 'games.getProviders',
        params: { fields: 'game_params', types: GAME_PROVIDER_TYPES },
        schema: itemsOf(gameProviderSchema),
      }),
      transformResponse: ({ items }: { items: GameProvider[] }) => items,
      providesTags: ['GameProviders'],
    }),
    /** Likes of the given games, or without sysnames the player's liked games (the favourites). */
    getGameLikes: build.query<GameLike[], { sysnames?: readonly string[] } | void>({
      query: (args) => ({ method: 'games.getLikes', params: { sysnames: args?.sysnames }, schema: itemsOf(gameLikeSchema) }),
      transformResponse: ({ items }: { items: GameLike[] }) => items,
      providesTags: ['GameLikes'],
    }),
    addGameLike: build.mutation<GameLike, { sysname: string }>({
      query: ({ sysname }) => ({ method: 'games.addLike', body: { sysname }, schema: gameLikeSchema }),
      invalidatesTags: ['GameLikes'],
    }),
    removeGameLike: build.mutation<GameLike, { sysname: string }>({
      query: ({ sysname }) => ({ method: 'games.removeLike', body: { sysname }, schema: gameLikeSchema }),
      invalidatesTags: ['GameLikes'],
    }),
    getGameHistory: build.query<GameHistoryPage, GameHistoryQuery | void>({
      query: (args) => ({ method: 'games.getHistory', params: { ...args }, schema: pagedItemsOf(gameRoundSchema) }),
      providesTags: ['GameHistory'],
    }),
    /** The player's rounds page by page (`count` a page), all pages in one cache entry. */
    getGameHistoryPages: build.infiniteQuery<GameHistoryPage, Omit<GameHistoryQuery, 'offset'> & { count: number }, number>({
      infiniteQueryOptions: offsetPaging,
      query: ({ queryArg, pageParam }) => ({
        method: 'games.getHistory',
        params: { ...queryArg, offset: pageParam },
        schema: pagedItemsOf(gameRoundSchema),
      }),
      providesTags: ['GameHistory'],
    }),
    /** The player's export requests, newest first. */
    getGameHistoryExportRequests: build.query<GameHistoryExport[], void>({
      query: () => ({ method: 'games.gethistoryexportrequest', schema: itemsOf(gameHistoryExportSchema) }),
      transformResponse: ({ items }: { items: GameHistoryExport[] }) => items,
      providesTags: ['GameHistoryExport'],
    }),
    /** Asks for a bets export of a period (dates as yyyy-mm-dd). */
    createGameHistoryExportRequest: build.mutation<GameHistoryExport, { date_from?: string; date_to?: string }>({
      query: (body) => ({ method: 'games.createhistoryexportrequest', body, schema: gameHistoryExportSchema }),
      invalidatesTags: ['GameHistoryExport'],
    }),
  }),
});

export const {
  useGetGamesQuery,
  useGetGamePagesInfiniteQuery,
  useGetGameQuery,
  useGetGameCategoriesQuery,
  useGetGameProvidersQuery,
  useGetGameLikesQuery,
  useAddGameLikeMutation,
  useRemoveGameLikeMutation,
  useGetGameHistoryQuery,
  useGetGameHistoryPagesInfiniteQuery,
  useGetGameHistoryExportRequestsQuery,
  useCreateGameHistoryExportRequestMutation,
} = gamesApi;
