import { accessTokenBodySchema } from '@casino/platform-contract/requests';
import { PlatformFault } from '../platform/fault';
import { method, type MethodTable } from '../platform/method';
import { applicantOf, createApplicant, issueAccessToken } from '../services/kyc';

/**
 * Identity verification (SPEC.md 7.2 names the calls by purpose): the applicant, and access tokens for the provider's
 * WebSDK, which the emulator's stand-in frame (web/kyc) accepts. The account goes on verification when the documents
 * are sent from the frame, not when the applicant is made.
 */
export const verificationMethods: MethodTable = {
  'verification.createApplicant': method({
    verb: 'POST',
    auth: true,
    handler: ({ db, accountId }) => ({ data: { applicant_id: createApplicant(db, accountId).applicant_id } }),
  }),
  'verification.getAccessToken': method({
    verb: 'POST',
    auth: true,
    body: accessTokenBodySchema,
    handler: ({ db, config, body, accountId }) => {
      const applicant = applicantOf(db, accountId);
      if (!applicant) throw new PlatformFault('SumsubVerificationRequiredException');
      const { token, expires_at } = issueAccessToken(db, config, applicant, body.externalActionId);
      return { data: { token, applicant_id: applicant.applicant_id, external_action_id: body.externalActionId ?? null, expires_at } };
    },
  }),
};
