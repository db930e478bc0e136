import * as v from 'valibot';
import { cmsApi } from '../cms-api';
import { cmsSessionSchema, cmsUserSchema, type CmsSession, type CmsUser } from '../cms-schemas';
import { cmsApiConfig } from '../transport/cms-config';
import { clearCmsToken, saveCmsToken } from '../transport/cms-token';

/** A successful CMS sign-in keeps its token in the cookie, so later calls carry it as Bearer. */
const keepToken = async (_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<{ data: CmsSession }> }) => {
  try {
    const { data } = await queryFulfilled;
    saveCmsToken(data.jwt);
  } catch {
    // The caller shows the error; there is no token to keep.
  }
};

const okSchema = v.looseObject({});

/** Strapi's social connect URL, opened to sign in with a provider (SPEC.md 7.3). */
export const cmsConnectUrl = (provider: string) => `${cmsApiConfig().baseUrl}/connect/${encodeURIComponent(provider)}`;

export const cmsAuthApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    cmsLogin: build.mutation<CmsSession, { identifier: string; password: string }>({
      query: (body) => ({ path: '/auth/local', method: 'POST', body, schema: cmsSessionSchema }),
      onQueryStarted: keepToken,
      invalidatesTags: ['CmsUser'],
    }),
    cmsRegister: build.mutation<CmsSession, { username: string; email: string; password: string }>({
      query: (body) => ({ path: '/auth/local/register', method: 'POST', body, schema: cmsSessionSchema }),
      onQueryStarted: keepToken,
      invalidatesTags: ['CmsUser'],
    }),
    cmsForgotPassword: build.mutation<Record<string, unknown>, { email: string }>({
      query: (body) => ({ path: '/auth/forgot-password', method: 'POST', body, schema: okSchema }),
    }),
    cmsResetPassword: build.mutation<CmsSession, { code: string; password: string; passwordConfirmation: string }>({
      query: (body) => ({ path: '/auth/reset-password', method: 'POST', body, schema: cmsSessionSchema }),
      onQueryStarted: keepToken,
      invalidatesTags: ['CmsUser'],
    }),
    cmsChangePassword: build.mutation<CmsSession, { currentPassword: string; password: string; passwordConfirmation: string }>({
      query: (body) => ({ path: '/auth/change-password', method: 'POST', body, schema: cmsSessionSchema }),
      onQueryStarted: keepToken,
    }),
    cmsSendEmailConfirmation: build.mutation<Record<string, unknown>, { email: string }>({
      query: (body) => ({ path: '/auth/send-email-confirmation', method: 'POST', body, schema: okSchema }),
    }),
    /** Finishes a social sign-in: the provider's access token is exchanged for a CMS session. */
    cmsSocialCallback: build.mutation<CmsSession, { provider: string; access_token: string }>({
      query: ({ provider, access_token }) => ({
        path: `/auth/${encodeURIComponent(provider)}/callback`,
        query: { access_token },
        schema: cmsSessionSchema,
      }),
      onQueryStarted: keepToken,
      invalidatesTags: ['CmsUser'],
    }),
    /** The signed-in CMS user. A failure means the token is no good: it is cleared (SPEC.md 8). */
    getCmsMe: build.query<CmsUser, void>({
      query: () => ({ path: '/users/me', schema: cmsUserSchema }),
      providesTags: ['CmsUser'],
      onQueryStarted: async (_arg, { queryFulfilled }) => {
        try {
          await queryFulfilled;
        } catch {
          clearCmsToken();
        }
      },
    }),
  }),
});

export const {
  useCmsLoginMutation,
  useCmsRegisterMutation,
  useCmsForgotPasswordMutation,
  useCmsResetPasswordMutation,
  useCmsChangePasswordMutation,
  useCmsSendEmailConfirmationMutation,
  useCmsSocialCallbackMutation,
  useGetCmsMeQuery,
} = cmsAuthApi;
