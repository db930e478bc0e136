import { accountInfoSchema, resultSchema, type AccountInfo, type Result } from '@casino/platform-contract';
import type { BodyFields } from '../transport/form-body';
import { platformApi } from '../platform-api';
import { accountApi } from './account';
import { USER_BOUND_TAGS } from '../tags';

export type LoginArgs = {
  /** An email or a phone; a leading + of a phone is removed before sending (SPEC.md 7.2). */
  login: string;
  password: string;
  /** The two-factor code, on the second step of a two-factor sign-in. */
  code?: string;
};

/** Sign-up from the form (fields not listed by the spec are what the sign-up form collects). */
export type RegisterFormArgs = {
  login: string;
  password: string;
  currency?: string;
  promo_code?: string;
  is_subscribed?: 0 | 1;
  fakename?: string;
  [field: string]: string | number | undefined;
};

/** Sign-up from the messenger mini-app (SPEC.md 7.2): the messenger's signed user data. */
export type TelegramRegisterArgs = {
  is_tg: 1;
  id: number | string;
  username?: string;
  hash: string;
  language_code?: string;
  payload?: string;
};

/** One-click sign-up: the platform makes up the login and password and mails them to the player. */
export type FastRegisterArgs = {
  type: 'fast';
  currency?: string;
  promo_code?: string;
  [field: string]: string | number | undefined;
};

export type RegisterArgs = RegisterFormArgs | FastRegisterArgs | TelegramRegisterArgs;

export type RestorePasswordArgs = { login: string };

/** A successful sign-in, sign-up or sign-out changes whose data every user-bound query shows. */
const resetUserData = (_result: unknown, error: unknown) => (error ? [] : [...USER_BOUND_TAGS]);

/**
 * The sign-in and sign-up answers are the new account: put it in the account cache at once, so a guard that runs
 * right after (redirectUrl to a private page) already sees a signed-in player instead of the stale visitor.
 */
const storeAccount = async (
  _args: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AccountInfo }> },
) => {
  try {
    const { data } = await queryFulfilled;
    // updateQueryData patches the cached entry synchronously (the header has always asked for the account).
    if (data.uid > 0) dispatch(accountApi.util.updateQueryData('getAccountInfo', undefined, () => data));
  } catch {
    // A failed sign-in changes nothing; the form shows the error.
  }
};

export const authApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AccountInfo, LoginArgs>({
      query: ({ login, password, code }) => ({
        method: 'auth.login',
        body: { login: login.replace(/^\+/, ''), password, code },
        schema: accountInfoSchema,
      }),
      onQueryStarted: storeAccount,
      invalidatesTags: resetUserData,
    }),
    logout: build.mutation<Result, void>({
      query: () => ({ method: 'auth.logout', schema: resultSchema }),
      invalidatesTags: resetUserData,
    }),
    register: build.mutation<AccountInfo, RegisterArgs>({
      query: (fields) => ({ method: 'auth.register', body: fields as BodyFields, schema: accountInfoSchema }),
      onQueryStarted: storeAccount,
      invalidatesTags: resetUserData,
    }),
    restorePassword: build.mutation<Result, RestorePasswordArgs>({
      query: ({ login }) => ({ method: 'auth.restore', body: { login }, schema: resultSchema }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useRegisterMutation, useRestorePasswordMutation } = authApi;
