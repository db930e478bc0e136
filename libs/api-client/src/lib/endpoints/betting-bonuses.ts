import { bonusActivationSchema, bonusSchema, pagedItemsOf, resultSchema, type BonusActivation, type Result } from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { MONEY_TAGS } from '../tags';
import type { BonusesPage, BonusIdArgs } from './bonuses';
import type { ListQuery } from './list-query';

const BETTING_BONUS_CHANGE_TAGS = ['BettingBonuses', ...MONEY_TAGS] as const;

export const bettingBonusesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getBettingBonuses: build.query<BonusesPage, ListQuery | void>({
      query: (args) => ({
        method: 'BettingBonuses.get',
        params: { count: args?.count, offset: args?.offset, fields: args?.fields, status: args?.status },
        schema: pagedItemsOf(bonusSchema),
      }),
      providesTags: ['BettingBonuses'],
    }),
    activateBettingBonus: build.mutation<BonusActivation, BonusIdArgs>({
      query: ({ bonus_id }) => ({ method: 'BettingBonuses.activate', body: { bonus_id }, schema: bonusActivationSchema }),
      invalidatesTags: [...BETTING_BONUS_CHANGE_TAGS],
    }),
    removeBettingBonus: build.mutation<Result, BonusIdArgs>({
      query: ({ bonus_id }) => ({ method: 'BettingBonuses.remove', body: { bonus_id }, schema: resultSchema }),
      invalidatesTags: [...BETTING_BONUS_CHANGE_TAGS],
    }),
  }),
});

export const { useGetBettingBonusesQuery, useActivateBettingBonusMutation, useRemoveBettingBonusMutation } = bettingBonusesApi;
