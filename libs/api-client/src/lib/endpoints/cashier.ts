import {
  bankSchema,
  depositSettingsSchema,
  pagedItemsOf,
  withdrawSettingsSchema,
  depositInfoSchema,
  historyItemSchema,
  itemsOf,
  paymentResultSchema,
  resultSchema,
  type Bank,
  type CashierHistoryType,
  type DepositSettings,
  type WithdrawSettings,
  type DepositInfo,
  type HistoryItem,
  type PaymentResult,
  type Result,
} from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { MONEY_TAGS } from '../tags';
import { offsetPaging } from './offset-pages';

/** SPEC.md 9: history pages hold 4 items per tab by default. */
export const CASHIER_HISTORY_PAGE_SIZE = 4;

/**
 * A new key for one payment attempt. Create it when the player starts a submit and reuse it for every
 * send of that attempt, so a double click or a resend can never pay twice.
 */
export const createIdempotencyKey = (): string => crypto.randomUUID();

type PaymentAttempt = {
  /** From `createIdempotencyKey()`, one per submit attempt. */
  idempotencyKey: string;
  /** The payment method sysname. */
  method: string;
  amount: number;
  /** The method's own fields (card holder, IBAN, bank...), sent as a JSON object. */
  requisites?: Record<string, string>;
};

export type MakeDepositArgs = PaymentAttempt & { campaign_offer_id?: number | null };
export type MakeWithdrawalArgs = PaymentAttempt;

export type CashierHistoryQuery = {
  type: CashierHistoryType;
  offset?: number;
  count?: number;
  statuses?: readonly string[];
};
export type CashierHistoryPage = { items: HistoryItem[]; total: number };
/**
 * One history tab read page by page (`count` a page). `selection` is never sent: each selection of a tab is a list
 * of its own, so selecting a tab starts it empty and loads it again (SPEC.md 4, history tabs).
 */
export type CashierHistoryList = Omit<CashierHistoryQuery, 'offset' | 'count'> & { count: number; selection: number };

const PAYMENT_TAGS = [...MONEY_TAGS, 'DepositInfo'] as const;

export const cashierApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    makeDeposit: build.mutation<PaymentResult, MakeDepositArgs>({
      query: ({ idempotencyKey, method, amount, requisites, campaign_offer_id }) => ({
        method: 'cashier.makedeposit',
        body: { method, amount, campaign_offer_id, requisites },
        idempotencyKey,
        schema: paymentResultSchema,
      }),
      invalidatesTags: [...PAYMENT_TAGS],
    }),
    makeWithdrawal: build.mutation<PaymentResult, MakeWithdrawalArgs>({
      query: ({ idempotencyKey, method, amount, requisites }) => ({
        method: 'cashier.makewithdrawal',
        body: { method, amount, requisites },
        idempotencyKey,
        schema: paymentResultSchema,
      }),
      invalidatesTags: [...PAYMENT_TAGS],
    }),
    cancelWithdrawal: build.mutation<Result, { id: number | string }>({
      query: ({ id }) => ({ method: 'cashier.cancelwithdrawal', body: { id }, schema: resultSchema }),
      invalidatesTags: [...PAYMENT_TAGS],
    }),
    /** Banks of a bank-transfer method, in the account's (or the given) country. */
    getBanks: build.query<Bank[], { method?: string; country_code?: string } | void>({
      query: (args) => ({ method: 'cashier.getbanks', params: { ...args }, schema: itemsOf(bankSchema) }),
      transformResponse: ({ items }: { items: Bank[] }) => items,
      providesTags: ['Banks'],
    }),
    getDepositInfo: build.query<DepositInfo, { id: number | string }>({
      query: ({ id }) => ({ method: 'cashier.getdepositinfo', params: { id }, schema: depositInfoSchema }),
      providesTags: ['DepositInfo'],
    }),
    getDepositSettings: build.query<DepositSettings, void>({
      query: () => ({ method: 'cashier.getdepositsettings', schema: depositSettingsSchema }),
      providesTags: ['CashierSettings'],
    }),
    getWithdrawSettings: build.query<WithdrawSettings, void>({
      query: () => ({ method: 'cashier.getwithdrawsettings', schema: withdrawSettingsSchema }),
      providesTags: ['CashierSettings'],
    }),
    getCashierHistory: build.query<CashierHistoryPage, CashierHistoryQuery>({
      query: ({ type, offset, count, statuses }) => ({
        method: 'cashier.gethistory',
        params: { offset, count: count ?? CASHIER_HISTORY_PAGE_SIZE, type, statuses },
        schema: pagedItemsOf(historyItemSchema),
      }),
      providesTags: ['CashierHistory'],
    }),
    getCashierHistoryPages: build.infiniteQuery<CashierHistoryPage, CashierHistoryList, number>({
      infiniteQueryOptions: offsetPaging,
      query: ({ queryArg: { type, count, statuses }, pageParam }) => ({
        method: 'cashier.gethistory',
        params: { offset: pageParam, count, type, statuses },
        schema: pagedItemsOf(historyItemSchema),
      }),
      providesTags: ['CashierHistory'],
    }),
  }),
});

export const {
  useMakeDepositMutation,
  useMakeWithdrawalMutation,
  useCancelWithdrawalMutation,
  useGetBanksQuery,
  useGetDepositInfoQuery,
  useGetDepositSettingsQuery,
  useGetWithdrawSettingsQuery,
  useGetCashierHistoryQuery,
  useGetCashierHistoryPagesInfiniteQuery,
} = cashierApi;
