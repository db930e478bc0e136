import { LoadedSection } from '@casino/ui-kit';
import { useGetAccountInfoQuery } from '@casino/api-client';
import { ProfileFrame } from '../shared/profile-frame';
import { SectionSkeleton } from '../shared/section-skeleton';
import { ChangePasswordForm } from './change-password-form';
import { securityMessages as m } from './security.messages';
import { TwoFactorSection } from './two-factor-section';

/** /profile/security: password change and two-factor authentication. */
export function SecurityPage() {
  const account = useGetAccountInfoQuery();
  return (
    <ProfileFrame title={m.title} intro={m.intro}>
      <LoadedSection queries={[account]} placeholder={<SectionSkeleton lines={2} />}>
        {(info) => <TwoFactorSection account={info} />}
      </LoadedSection>
      <ChangePasswordForm />
    </ProfileFrame>
  );
}
