import * as v from 'valibot';

/** Identity-verification applicant creation (answer not shown): the provider's applicant id. */
export const verificationApplicantSchema = v.object({ applicant_id: v.string() });
export type VerificationApplicant = v.InferOutput<typeof verificationApplicantSchema>;

/** Identity-verification access token (SPEC.md 7.2 "returns a token"), for the provider's web SDK. */
export const verificationAccessTokenSchema = v.object({ token: v.string() });
export type VerificationAccessToken = v.InferOutput<typeof verificationAccessTokenSchema>;
