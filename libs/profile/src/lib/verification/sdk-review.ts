/**
 * What an event of Sumsub's WebSDK says about the applicant's review, for the page's state. The SDK reports
 * `idCheck.onApplicantSubmitted` (or `...Resubmitted`) when the documents are sent, then
 * `idCheck.onApplicantStatusChanged` with `reviewStatus` (init, pending, queued, onHold, completed, ...) and, once
 * completed, `reviewResult.reviewAnswer` GREEN or RED with `reviewRejectType` RETRY (new documents wanted) or FINAL.
 */
export type SdkReview = 'started' | 'submitted' | 'pending' | 'approved' | 'retry' | 'rejected';

type StatusPayload = { reviewStatus?: unknown; reviewResult?: { reviewAnswer?: unknown; reviewRejectType?: unknown } };

const WAITING = new Set(['pending', 'queued', 'onHold', 'prechecked', 'awaitingService', 'awaitingUser']);

export function sdkReviewOf(type: string, payload: unknown): SdkReview | undefined {
  if (type === 'idCheck.onApplicantSubmitted' || type === 'idCheck.onApplicantResubmitted') return 'submitted';
  if (type !== 'idCheck.onApplicantStatusChanged' && type !== 'idCheck.applicantStatus') return undefined;
  const { reviewStatus, reviewResult } = (payload ?? {}) as StatusPayload;
  if (reviewStatus === 'init') return 'started';
  if (typeof reviewStatus === 'string' && WAITING.has(reviewStatus)) return 'pending';
  if (reviewStatus !== 'completed') return undefined;
  if (reviewResult?.reviewAnswer === 'GREEN') return 'approved';
  if (reviewResult?.reviewAnswer === 'RED') return reviewResult.reviewRejectType === 'FINAL' ? 'rejected' : 'retry';
  return undefined;
}
