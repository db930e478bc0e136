import { Button, EmptyState } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { profileMessages } from './profile.messages';

export type LoadFailedProps = { onRetry: () => void };

/** A part of the profile that could not load: says so and offers to try again. */
export function LoadFailed({ onRetry }: LoadFailedProps) {
  return (
    <EmptyState
      icon="error-circle"
      headingLevel={2}
      title={<FormattedMessage {...profileMessages.loadFailed} />}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage {...profileMessages.retry} />
        </Button>
      }
    />
  );
}
