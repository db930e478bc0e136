import { Button, EmptyState } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { cashierMessages } from './cashier.messages';

export type LoadFailedProps = { onRetry: () => void };

/** A part of the cashier that could not load: says so and offers to try again. */
export function LoadFailed({ onRetry }: LoadFailedProps) {
  // role="alert": a screen reader announces the failure the moment it replaces the content (WCAG 4.1.3).
  return (
    <div role="alert">
      <EmptyState
        icon="error-circle"
        headingLevel={2}
        title={<FormattedMessage {...cashierMessages.loadFailed} />}
        action={
          <Button type="button" variant="secondary" onClick={onRetry}>
            <FormattedMessage {...cashierMessages.retry} />
          </Button>
        }
      />
    </div>
  );
}
