import { useUnsubscribeMutation } from '@casino/api-client';
import { useIsAuthenticated } from '@casino/session';
import { Button, SystemPage } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { unsubscribeMessages as m } from './unsubscribe.messages';

/**
 * /unsubscribe (a system page, SPEC.md 2.6): the mail link's `token` (or, signed in, every contact) is
 * unsubscribed after one press, so a mail scanner opening the link changes nothing.
 */
export function UnsubscribePage() {
  const path = useLocalizedPath();
  const signedIn = useIsAuthenticated();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [unsubscribe, state] = useUnsubscribeMutation();

  if (state.isSuccess) {
    return (
      <SystemPage icon="check-circle" tone="success" title={m.doneTitle} description={m.doneText} link={{ to: path('index'), label: m.toHome }} />
    );
  }
  if (state.isError || (!token && !signedIn)) {
    return (
      <SystemPage
        icon="error-circle"
        tone="danger"
        title={m.failedTitle}
        description={m.failedText}
        link={signedIn ? { to: path('profile.notification'), label: m.toSettings } : { to: path('index'), label: m.toHome }}
      />
    );
  }
  return (
    <SystemPage
      icon="mail"
      title={m.title}
      description={m.text}
      action={
        <Button onClick={() => void unsubscribe(token ? { token } : {})} loading={state.isLoading}>
          <FormattedMessage {...m.confirm} />
        </Button>
      }
    />
  );
}
