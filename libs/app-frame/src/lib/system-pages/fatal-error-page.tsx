import { errorPageFor, type FatalError } from '@casino/api-client';
import { Button, SystemPage } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { systemPagesMessages as m } from './system-pages.messages';

export type FatalErrorPageProps = { error: FatalError };

const reload = () => window.location.reload();

/**
 * The full-page errors of SPEC.md 8 in the empty layout: a banned player sees the user-blocked page (button
 * to support), a disabled or unavailable application the maintenance page, any other 403 the forbidden page.
 * Each button loads the page afresh: nothing in the running app can undo the error.
 */
export function FatalErrorPage({ error }: FatalErrorPageProps) {
  const path = useLocalizedPath();
  const page = errorPageFor(error);
  if (page === 'user-blocked') {
    return (
      <SystemPage
        fullHeight
        icon="ban"
        tone="danger"
        title={<FormattedMessage {...m.userBlockedTitle} />}
        description={<FormattedMessage {...m.userBlockedDescription} />}
        link={{ to: path('support.index'), label: <FormattedMessage {...m.userBlockedAction} />, reload: true }}
      />
    );
  }
  if (page === 'maintenance') {
    return (
      <SystemPage
        fullHeight
        icon="wrench"
        tone="info"
        title={<FormattedMessage {...m.maintenanceTitle} />}
        description={<FormattedMessage {...m.maintenanceDescription} />}
        action={
          <Button onClick={reload} iconStart="refresh">
            <FormattedMessage {...m.maintenanceAction} />
          </Button>
        }
      />
    );
  }
  return (
    <SystemPage
      fullHeight
      icon="lock"
      tone="danger"
      title={<FormattedMessage {...m.forbiddenTitle} />}
      description={<FormattedMessage {...m.forbiddenDescription} />}
      link={{ to: path('index'), label: <FormattedMessage {...m.notFoundAction} />, reload: true }}
    />
  );
}
