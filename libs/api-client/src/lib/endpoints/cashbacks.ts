import { cashbackPayoutSchema, cashbackSchema, pagedItemsOf, resultSchema, type Cashback, type CashbackPayout, type Result } from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { MONEY_TAGS } from '../tags';

/** SPEC.md 9: cashbacks are fetched sorted by end_date, status paid_out. */
export const CASHBACKS_DEFAULT_SORT = 'end_date';
export const CASHBACKS_DEFAULT_STATUSES = ['paid_out'] as const;

export type CashbacksQuery = {
  offset?: number;
  count?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  statuses?: readonly string[];
  fields?: string;
};
export type CashbacksPage = { items: Cashback[]; total: number };

const CASHBACK_CHANGE_TAGS = ['Cashbacks', ...MONEY_TAGS] as const;

export const cashbacksApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getCashbacks: build.query<CashbacksPage, CashbacksQuery | void>({
      query: (args) => ({
        method: 'cashbacks.get',
        params: {
          offset: args?.offset,
          count: args?.count,
          sort: args?.sort ?? CASHBACKS_DEFAULT_SORT,
          order: args?.order,
          statuses: args?.statuses ?? CASHBACKS_DEFAULT_STATUSES,
          fields: args?.fields,
        },
        schema: pagedItemsOf(cashbackSchema),
      }),
      providesTags: ['Cashbacks'],
    }),
    /** Pays one active cashback (or, without an id, every payable one) out to the balance. */
    payoutCashback: build.mutation<CashbackPayout, { cashback_id?: number | string } | void>({
      query: (args) => ({ method: 'cashbacks.payout', body: { cashback_id: args?.cashback_id }, schema: cashbackPayoutSchema }),
      invalidatesTags: [...CASHBACK_CHANGE_TAGS],
    }),
    /** Declines the active cashback; sent without a body (SPEC.md 7.2). */
    removeCashback: build.mutation<Result, void>({
      query: () => ({ method: 'cashbacks.remove', schema: resultSchema }),
      invalidatesTags: [...CASHBACK_CHANGE_TAGS],
    }),
  }),
});

export const { useGetCashbacksQuery, usePayoutCashbackMutation, useRemoveCashbackMutation } = cashbacksApi;
