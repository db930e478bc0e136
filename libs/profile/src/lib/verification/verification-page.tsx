import { useCreateVerificationApplicantMutation, useGetAccountInfoQuery, useGetVerificationAccessTokenMutation } from '@casino/api-client';
import { Badge, type BadgeTone, Button, Card, LoadFailed } from '@casino/ui-kit';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { ProfileFrame } from '../shared/profile-frame';
import { SectionSkeleton } from '../shared/section-skeleton';
import { verificationMessages as m } from './verification.messages';
import { verificationStatusOf, type VerificationStatus } from './verification-status';
import { VerificationWidget } from './verification-widget';
import styles from './verification.module.css';

const STATUS: Record<VerificationStatus, { label: MessageDescriptor; text: MessageDescriptor; tone: BadgeTone }> = {
  verified: { label: m.verified, text: m.verifiedText, tone: 'success' },
  pending: { label: m.pending, text: m.pendingText, tone: 'warning' },
  'not-verified': { label: m.notVerified, text: m.notVerifiedText, tone: 'neutral' },
};

/** /profile/verification: the verification state and, when needed, the provider's upload step. */
export function VerificationPage() {
  const account = useGetAccountInfoQuery();
  const [createApplicant] = useCreateVerificationApplicantMutation();
  const [getAccessToken] = useGetVerificationAccessTokenMutation();
  const [token, setToken] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);

  // Applicant first, then a token for the provider's SDK (SPEC.md 7.2 identity verification).
  const handleStart = async () => {
    setStarting(true);
    setStartFailed(false);
    const applicant = await createApplicant();
    const access = 'error' in applicant ? undefined : await getAccessToken();
    setStarting(false);
    if (!access || 'error' in access) {
      setStartFailed(true);
      return;
    }
    setToken(access.data.token);
  };

  if (account.isError) {
    return (
      <ProfileFrame title={<FormattedMessage {...m.title} />}>
        <LoadFailed onRetry={() => void account.refetch()} />
      </ProfileFrame>
    );
  }

  const status = account.data ? verificationStatusOf(account.data) : undefined;
  const shown = status && STATUS[status];

  return (
    <ProfileFrame title={<FormattedMessage {...m.title} />} intro={<FormattedMessage {...m.intro} />}>
      {!account.data || !status || !shown ? (
        <SectionSkeleton lines={2} />
      ) : (
        <Card
          title={<FormattedMessage {...m.statusTitle} />}
          headingLevel={2}
          aside={
            <Badge tone={shown.tone} icon={status === 'verified' ? 'check-circle' : status === 'pending' ? 'hourglass' : 'shield'}>
              <span data-testid="verification-status">
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
              <p className={styles.warning}>
                <FormattedMessage {...m.kycBlock} />
              </p>
            )}
            {startFailed && (
              <p role="alert" className={styles.error}>
                <FormattedMessage {...m.startFailed} />
              </p>
            )}
            {status === 'not-verified' && !token && (
              <div>
                <Button onClick={handleStart} loading={starting}>
                  <FormattedMessage {...m.start} />
                </Button>
              </div>
            )}
          </div>
        </Card>
      )}
      {token && status !== 'verified' && <VerificationWidget accessToken={token} onDone={() => setToken(null)} />}
    </ProfileFrame>
  );
}
