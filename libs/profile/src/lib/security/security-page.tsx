import { useGetAccountInfoQuery } from '@casino/api-client';
import { FormattedMessage } from 'react-intl';
import { LoadFailed } from '@casino/ui-kit';
import { ProfileFrame } from '../shared/profile-frame';
import { SectionSkeleton } from '../shared/section-skeleton';
import { ChangePasswordForm } from './change-password-form';
import { securityMessages as m } from './security.messages';
import { TwoFactorSection } from './two-factor-section';

/** /profile/security: password change and two-factor authentication. */
export function SecurityPage() {
  const account = useGetAccountInfoQuery();
  return (
    <ProfileFrame title={<FormattedMessage {...m.title} />} intro={<FormattedMessage {...m.intro} />}>
      {account.isError ? (
        <LoadFailed onRetry={() => void account.refetch()} />
      ) : account.data ? (
        <TwoFactorSection account={account.data} />
      ) : (
        <SectionSkeleton lines={2} />
      )}
      <ChangePasswordForm />
    </ProfileFrame>
  );
}
