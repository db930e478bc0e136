import { accountInfoSchema, balanceSchema, resultSchema, type AccountInfo, type Balance, type Result } from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { PLATFORM_TAGS } from '../tags';

/**
 * Who the player is, their balance and their language: what the site's start-up and every page's header use. The
 * rest of the account (details, contacts, security, currency, limits) is in account-settings.ts, which loads with the
 * pages and dialogs that use it, not with every first page.
 */
export const accountApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountInfo: build.query<AccountInfo, void>({
      query: () => ({ method: 'account.getInfo', schema: accountInfoSchema }),
      providesTags: ['Account'],
    }),
    getBalance: build.query<Balance, void>({
      query: () => ({ method: 'account.getBalance', schema: balanceSchema }),
      providesTags: ['Balance'],
    }),
    /** The account locale changes every localized answer, so everything is refetched. */
    changeLocale: build.mutation<Result, { locale: string }>({
      query: (body) => ({ method: 'account.changelocale', body, schema: resultSchema }),
      invalidatesTags: (_result, error) => (error ? [] : [...PLATFORM_TAGS]),
    }),
  }),
});

export const { useGetAccountInfoQuery, useGetBalanceQuery, useChangeLocaleMutation } = accountApi;
