import type { BonusActivation, Result } from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { MONEY_TAGS } from '../tags';
import { bonusRequests, type BonusIdArgs } from './bonus-requests';
import type { BonusesPage } from './bonuses';
import type { ListQuery } from './list-query';

const BETTING_BONUS_CHANGE_TAGS = ['BettingBonuses', ...MONEY_TAGS] as const;

const requests = bonusRequests('BettingBonuses');

export const bettingBonusesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getBettingBonuses: build.query<BonusesPage, ListQuery | void>({ query: requests.list, providesTags: ['BettingBonuses'] }),
    activateBettingBonus: build.mutation<BonusActivation, BonusIdArgs>({ query: requests.activate, invalidatesTags: [...BETTING_BONUS_CHANGE_TAGS] }),
    removeBettingBonus: build.mutation<Result, BonusIdArgs>({ query: requests.remove, invalidatesTags: [...BETTING_BONUS_CHANGE_TAGS] }),
  }),
});

export const { useGetBettingBonusesQuery, useActivateBettingBonusMutation, useRemoveBettingBonusMutation } = bettingBonusesApi;
