import { useSignOut } from '@casino/auth';
import { useIsAuthenticated } from '@casino/session';
import { Button, Dialog, Icon, type DialogComponentProps } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { headerMessages } from '../layouts/header.messages';
import { navigationMessages } from '../layouts/navigation.messages';
import { SIDEBAR_NAV } from '../layouts/navigation';
import styles from './sidebar-dialog.module.css';

/** The 'sidebar' dialog (SPEC.md 2.7): the site menu the bottom bar's menu item opens, as a curtain. */
export function SidebarDialog({ close }: DialogComponentProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  const signedIn = useIsAuthenticated();
  const { signOut, isLoading } = useSignOut();
  const handleSignOut = async () => {
    if (await signOut()) close();
  };
  return (
    <Dialog
      title={<FormattedMessage {...navigationMessages.menu} />}
      actions={
        signedIn && (
          <Button variant="secondary" iconStart="logout" loading={isLoading} onClick={() => void handleSignOut()}>
            <FormattedMessage {...headerMessages.signOut} />
          </Button>
        )
      }
    >
      <nav aria-label={intl.formatMessage(navigationMessages.sidebar)}>
        <ul className={styles['list']}>
          {SIDEBAR_NAV.map((item) => (
            <li key={item.route}>
              <NavLink
                to={path(item.route)}
                end
                onClick={() => close()}
                className={({ isActive }) => (isActive ? `${styles['link']} ${styles['active']}` : styles['link'])}
              >
                <Icon name={item.icon} />
                <FormattedMessage {...item.label} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
