import { bonusActivationSchema, bonusSchema, pagedItemsOf, resultSchema, type Bonus, type BonusActivation, type Result } from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { MONEY_TAGS } from '../tags';
import type { ListQuery } from './list-query';

export type BonusesPage = { items: Bonus[]; total: number };
export type BonusIdArgs = { bonus_id: number | string };

/** Activating or removing a bonus moves money between balances and writes history. */
export const BONUS_CHANGE_TAGS = ['Bonuses', ...MONEY_TAGS] as const;

export const bonusesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getBonuses: build.query<BonusesPage, ListQuery | void>({
      query: (args) => ({
        method: 'bonuses.get',
        params: { count: args?.count, offset: args?.offset, fields: args?.fields, status: args?.status },
        schema: pagedItemsOf(bonusSchema),
      }),
      providesTags: ['Bonuses'],
    }),
    /** Activating a bonus burns the active one of its kind (ask first with the burn-bonuses confirm). */
    activateBonus: build.mutation<BonusActivation, BonusIdArgs>({
      query: ({ bonus_id }) => ({ method: 'bonuses.activate', body: { bonus_id }, schema: bonusActivationSchema }),
      invalidatesTags: [...BONUS_CHANGE_TAGS],
    }),
    removeBonus: build.mutation<Result, BonusIdArgs>({
      query: ({ bonus_id }) => ({ method: 'bonuses.remove', body: { bonus_id }, schema: resultSchema }),
      invalidatesTags: [...BONUS_CHANGE_TAGS],
    }),
  }),
});

export const { useGetBonusesQuery, useActivateBonusMutation, useRemoveBonusMutation } = bonusesApi;
