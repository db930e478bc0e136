import { SystemPage } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../shared/button-link';
import { useProfilePath } from '../shared/use-profile-path';
import { confirmationMessages as m } from './confirmation.messages';

/** /confirmation/success: the contact is confirmed; the one button goes to the game hall. */
export function ConfirmationSuccessPage() {
  const path = useProfilePath();
  return (
    <SystemPage
      icon="check-circle"
      tone="success"
      title={<FormattedMessage {...m.successTitle} />}
      description={<FormattedMessage {...m.successText} />}
      action={
        <ButtonLink to={path('gamehall.index')}>
          <FormattedMessage {...m.toGames} />
        </ButtonLink>
      }
    />
  );
}
