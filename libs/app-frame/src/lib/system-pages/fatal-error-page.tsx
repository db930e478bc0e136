import { errorPageFor, type FatalError } from '@casino/api-client';
import { Button, SystemPage, type SystemPageProps } from '@casino/ui-kit';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { systemPagesMessages as m } from './system-pages.messages';

export type FatalErrorPageProps = { error: FatalError };

type FatalPage = 'user-blocked' | 'maintenance' | 'forbidden';

const LOOK: Record<FatalPage, Pick<SystemPageProps, 'icon' | 'tone'> & { title: MessageDescriptor; description: MessageDescriptor }> = {
  'user-blocked': { icon: 'ban', tone: 'danger', title: m.userBlockedTitle, description: m.userBlockedDescription },
  maintenance: { icon: 'wrench', tone: 'info', title: m.maintenanceTitle, description: m.maintenanceDescription },
  forbidden: { icon: 'lock', tone: 'danger', title: m.forbiddenTitle, description: m.forbiddenDescription },
};

const reload = () => window.location.reload();

/**
 * The full-page errors of SPEC.md 8 in the empty layout: a banned player sees the user-blocked page (button
 * to support), a disabled or unavailable application the maintenance page, any other 403 the forbidden page.
 * Each button loads the page afresh: nothing in the running app can undo the error.
 */
export function FatalErrorPage({ error }: FatalErrorPageProps) {
  const path = useLocalizedPath();
  const found = errorPageFor(error);
  const page: FatalPage = found === 'user-blocked' || found === 'maintenance' ? found : 'forbidden';
  const button: Record<FatalPage, Pick<SystemPageProps, 'link' | 'action'>> = {
    'user-blocked': { link: { to: path('support.index'), label: m.userBlockedAction, reload: true } },
    maintenance: {
      action: (
        <Button onClick={reload} iconStart="refresh">
          <FormattedMessage {...m.maintenanceAction} />
        </Button>
      ),
    },
    forbidden: { link: { to: path('index'), label: m.notFoundAction, reload: true } },
  };

  return <SystemPage fullHeight {...LOOK[page]} {...button[page]} />;
}
