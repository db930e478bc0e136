import { routeNotFoundError } from '@casino/routing';
import { SystemPage } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { telegramMessages } from './telegram.messages';

/** An unmatched path (SPEC.md 2.2): 'Page not found: {full path}'. */
export function NotFoundPage() {
  const intl = useIntl();
  const location = useLocation();
  return (
    <SystemPage
      icon="search"
      title={intl.formatMessage(telegramMessages.notFoundTitle)}
      description={<span data-testid="not-found-message">{routeNotFoundError(location).message}</span>}
    />
  );
}

/** A known route whose feature has no page yet. */
export function NotAvailablePage() {
  const intl = useIntl();
  return (
    <SystemPage
      icon="hourglass"
      tone="info"
      title={intl.formatMessage(telegramMessages.notAvailableTitle)}
      description={intl.formatMessage(telegramMessages.notAvailableDescription)}
    />
  );
}
