import type { Bonus, BonusActivation, Result } from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { MONEY_TAGS } from '../tags';
import { bonusRequests, type BonusIdArgs } from './bonus-requests';
import type { ListQuery } from './list-query';

export type BonusesPage = { items: Bonus[]; total: number };
export type { BonusIdArgs };

/** Activating or removing a bonus moves money between balances and writes history. */
export const BONUS_CHANGE_TAGS = ['Bonuses', ...MONEY_TAGS] as const;

const requests = bonusRequests('bonuses');

export const bonusesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getBonuses: build.query<BonusesPage, ListQuery | void>({ query: requests.list, providesTags: ['Bonuses'] }),
    /** Activating a bonus burns the active one of its kind (ask first with the burn-bonuses confirm). */
    activateBonus: build.mutation<BonusActivation, BonusIdArgs>({ query: requests.activate, invalidatesTags: [...BONUS_CHANGE_TAGS] }),
    removeBonus: build.mutation<Result, BonusIdArgs>({ query: requests.remove, invalidatesTags: [...BONUS_CHANGE_TAGS] }),
  }),
});

export const { useGetBonusesQuery, useActivateBonusMutation, useRemoveBonusMutation } = bonusesApi;
