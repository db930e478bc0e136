import { Card, Link } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { withdrawMessages } from './withdraw.messages';

export type KycBlockProps = { onVerification: boolean };

/** Withdrawals wait for identity verification: why, and the way there (profile verification). */
export function KycBlock({ onVerification }: KycBlockProps) {
  const path = useLocalizedPath();
  return (
    <Card variant="highlight" headingLevel={2} title={<FormattedMessage {...withdrawMessages.kycTitle} />}>
      <p>
        <FormattedMessage {...(onVerification ? withdrawMessages.kycOnVerification : withdrawMessages.kycText)} />
      </p>
      {!onVerification && (
        <Link to={path('profile.verification')}>
          <FormattedMessage {...withdrawMessages.kycAction} />
        </Link>
      )}
    </Card>
  );
}
