import { EmptyState } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { depositMessages } from './deposit.messages';

/** A currency without deposit methods says so and what to do. */
export function NoMethods() {
  return (
    <EmptyState
      icon="wallet"
      headingLevel={2}
      title={<FormattedMessage {...depositMessages.noMethods} />}
      description={<FormattedMessage {...depositMessages.noMethodsHint} />}
    />
  );
}
