import {
  gameCategorySchema,
  gameProviderSchema,
  gamesPageSchema,
  itemsOf,
  type Game,
  type GameCategory,
  type GameProvider,
  type GamesPage,
} from '@casino/platform-contract';
import { platformApi } from '../platform-api';

/** The filter of games.get, sent as the `options` JSON string (SPEC.md 7.2). */
export type GamesOptions = {
  offset?: number;
  count?: number;
  category?: string;
  providers?: readonly string[];
  search?: string;
};

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
  }),
});

export const { useGetGamesQuery, useGetGameQuery, useGetGameCategoriesQuery, useGetGameProvidersQuery } = gamesApi;
