import { itemsOf, jackpotSchema, winnerSchema, type Jackpot, type Winner } from '@casino/platform-contract';
import * as v from 'valibot';
import { platformApi } from '../platform-api';

export const jackpotsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** Jackpots.get answers `data` as a plain list (SPEC.md 3). */
    getJackpots: build.query<Jackpot[], { currency?: string } | void>({
      query: (args) => ({ method: 'Jackpots.get', params: { currency: args?.currency }, schema: v.array(jackpotSchema) }),
      providesTags: ['Jackpots'],
    }),
    getJackpotWinners: build.query<Winner[], { jackpot_id?: number | string; offset?: number; count?: number } | void>({
      query: (args) => ({ method: 'Jackpots.getWinners', params: { ...args }, schema: itemsOf(winnerSchema) }),
      transformResponse: ({ items }: { items: Winner[] }) => items,
      providesTags: ['Jackpots'],
    }),
  }),
});

export const { useGetJackpotsQuery, useGetJackpotWinnersQuery } = jackpotsApi;
