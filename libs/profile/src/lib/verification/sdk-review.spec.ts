import { sdkReviewOf } from './sdk-review';

describe("sdkReviewOf (Sumsub WebSDK events to the page's state)", () => {
  it.each([
    ['idCheck.onApplicantSubmitted', {}, 'submitted'],
    ['idCheck.onApplicantResubmitted', {}, 'submitted'],
    ['idCheck.onApplicantStatusChanged', { reviewStatus: 'init' }, 'started'],
    ['idCheck.onApplicantStatusChanged', { reviewStatus: 'pending' }, 'pending'],
    ['idCheck.onApplicantStatusChanged', { reviewStatus: 'queued' }, 'pending'],
    ['idCheck.onApplicantStatusChanged', { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } }, 'approved'],
    ['idCheck.onApplicantStatusChanged', { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'RETRY' } }, 'retry'],
    ['idCheck.onApplicantStatusChanged', { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'FINAL' } }, 'rejected'],
    ['idCheck.onApplicantStatusChanged', { reviewStatus: 'completed' }, undefined],
    ['idCheck.onApplicantStatusChanged', null, undefined],
    ['idCheck.onApplicantStatusChanged', { reviewStatus: 42 }, undefined],
    ['idCheck.onStepCompleted', { idDocSetType: 'IDENTITY' }, undefined],
  ])('%s %j is %s', (type, payload, expected) => {
    expect(sdkReviewOf(type, payload)).toBe(expected);
  });
});
