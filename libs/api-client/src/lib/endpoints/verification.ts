import {
  verificationAccessTokenSchema,
  verificationApplicantSchema,
  type VerificationAccessToken,
  type VerificationApplicant,
} from '@casino/platform-contract';
import { platformApi } from '../platform-api';

export const verificationApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** Creates the identity-verification applicant; sent without a body (SPEC.md 7.2). */
    createVerificationApplicant: build.mutation<VerificationApplicant, void>({
      query: () => ({ method: 'verification.createApplicant', schema: verificationApplicantSchema }),
      invalidatesTags: ['Account'],
    }),
    /** A token for the verification SDK; a fresh one each call, so a mutation rather than a cached query. */
    getVerificationAccessToken: build.mutation<VerificationAccessToken, { externalActionId?: string } | void>({
      query: (args) => ({
        method: 'verification.getAccessToken',
        body: args?.externalActionId ? { externalActionId: args.externalActionId } : {},
        schema: verificationAccessTokenSchema,
      }),
    }),
  }),
});

export const { useCreateVerificationApplicantMutation, useGetVerificationAccessTokenMutation } = verificationApi;
