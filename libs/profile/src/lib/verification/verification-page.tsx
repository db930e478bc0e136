import {
  platformApi,
  useCreateVerificationApplicantMutation,
  useGetAccountInfoQuery,
  useGetVerificationAccessTokenMutation,
} from '@casino/api-client';
import { useAppDispatch } from '@casino/session';
import { Badge, type BadgeTone, Button, Card, ErrorNote, LoadFailed, Note, useToast } from '@casino/ui-kit';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { IconName } from '@casino/ui-kit';
import { ProfileFrame } from '../shared/profile-frame';
import { SectionSkeleton } from '../shared/section-skeleton';
import { IdentitySdk } from './identity-sdk';
import type { SdkReview } from './sdk-review';
import { verificationMessages as m } from './verification.messages';
import { reviewStatusOf, type VerificationStatus } from './verification-status';
import styles from './verification.module.css';

const STATUS: Record<VerificationStatus, { label: MessageDescriptor; text: MessageDescriptor; tone: BadgeTone; icon: IconName }> = {
  verified: { label: m.verified, text: m.verifiedText, tone: 'success', icon: 'check-circle' },
  pending: { label: m.pending, text: m.pendingText, tone: 'warning', icon: 'hourglass' },
  'not-verified': { label: m.notVerified, text: m.notVerifiedText, tone: 'neutral', icon: 'shield' },
  retry: { label: m.retry, text: m.retryText, tone: 'warning', icon: 'warning' },
  rejected: { label: m.rejected, text: m.rejectedText, tone: 'danger', icon: 'warning' },
};

/**
 * /profile/verification: the verification state and Sumsub's WebSDK, launched with the platform's access token. The
 * SDK's review events move the state at once; each one also refetches the account, whose flags the rest of the site
 * (withdrawals, the KYC block) reads.
 */
export function VerificationPage() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const account = useGetAccountInfoQuery();
  const [createApplicant] = useCreateVerificationApplicantMutation();
  const [getAccessToken] = useGetVerificationAccessTokenMutation();
  const [token, setToken] = useState<string | null>(null);
  const [review, setReview] = useState<SdkReview | undefined>(undefined);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  // Applicant first, then a token for the provider's SDK (SPEC.md 7.2 identity verification).
  const handleStart = async () => {
    setStarting(true);
    setFailed(false);
    const applicant = await createApplicant();
    const access = 'error' in applicant ? undefined : await getAccessToken();
    setStarting(false);
    if (!access || 'error' in access) {
      setFailed(true);
      return;
    }
    setToken(access.data.token);
  };

  const handleReview = (next: SdkReview) => {
    setReview(next);
    if (next === 'submitted') toast('success', m.submitted);
    if (next !== 'started') dispatch(platformApi.util.invalidateTags(['Account']));
  };

  if (account.isError) {
    return (
      <ProfileFrame title={m.title}>
        <LoadFailed onRetry={() => void account.refetch()} />
      </ProfileFrame>
    );
  }

  const status = account.data ? reviewStatusOf(account.data, review) : undefined;
  const shown = status && STATUS[status];
  const canStart = status === 'not-verified' || status === 'retry';

  return (
    <ProfileFrame title={m.title} intro={m.intro}>
      {!account.data || !status || !shown ? (
        <SectionSkeleton lines={2} />
      ) : (
        <Card
          title={<FormattedMessage {...m.statusTitle} />}
          headingLevel={2}
          aside={
            <Badge tone={shown.tone} icon={shown.icon}>
              <span data-testid="verification-status" role="status">
                <FormattedMessage {...shown.label} />
              </span>
            </Badge>
          }
        >
          <div className={styles.status}>
            <p className={styles.text}>
              <FormattedMessage {...shown.text} />
            </p>
            {account.data.is_kyc_block_enabled && status !== 'verified' && (
              <Note tone="warning">
                <FormattedMessage {...m.kycBlock} />
              </Note>
            )}
            {failed && (
              <ErrorNote>
                <FormattedMessage {...m.startFailed} />
              </ErrorNote>
            )}
            {canStart && !token && (
              <div>
                <Button onClick={handleStart} loading={starting}>
                  <FormattedMessage {...m.start} />
                </Button>
              </div>
            )}
          </div>
        </Card>
      )}
      {token && (
        <Card title={<FormattedMessage {...m.sdkTitle} />} headingLevel={2}>
          <IdentitySdk
            accessToken={token}
            onReview={handleReview}
            onError={() => {
              setFailed(true);
              setToken(null);
            }}
          />
        </Card>
      )}
    </ProfileFrame>
  );
}
