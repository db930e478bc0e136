import { useGetAccountInfoQuery } from '@casino/api-client';
import { useSignOut } from '@casino/auth';
import { useFormatters } from '@casino/i18n';
import { isAuthenticated } from '@casino/platform-contract';
import { useLocalizedPath } from '@casino/routing';
import { Button, Dialog, Icon, type DialogComponentProps } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { ACCOUNT_LINKS } from '../layouts/account-links';
import { accountMessages } from '../layouts/account.messages';
import { headerMessages } from '../layouts/header.messages';
import { navigationMessages } from '../layouts/navigation.messages';
import { useSiteMenu } from '../layouts/use-site-menu';
import { MenuBanner } from './menu-banner';
import styles from './sidebar-dialog.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles['link']} ${styles['active']}` : styles['link']);

/**
 * The 'sidebar' dialog (SPEC.md 2.7): the phone menu the bottom bar's menu item opens, as a curtain. A signed-in
 * player finds the CMS menu banner, the balance and every account page first (the header's account menu on a phone),
 * then the site menu of the CMS (today's list as the fallback).
 */
export function SidebarDialog({ close }: DialogComponentProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  const { formatMoney } = useFormatters();
  const { data } = useGetAccountInfoQuery();
  const account = isAuthenticated(data) ? data : undefined;
  const site = useSiteMenu('sidebar');
  const { signOut, isLoading } = useSignOut();
  const handleSignOut = async () => {
    if (await signOut()) close();
  };
  return (
    <Dialog
      title={<FormattedMessage {...navigationMessages.menu} />}
      actions={
        account && (
          <Button variant="secondary" iconStart="logout" loading={isLoading} onClick={() => void handleSignOut()}>
            <FormattedMessage {...headerMessages.signOut} />
          </Button>
        )
      }
    >
      <MenuBanner onFollow={close} />
      {account && (
        <nav aria-label={intl.formatMessage(accountMessages.links)} className={styles['section']}>
          <p className={styles['balance']}>
            <span className={styles['balanceLabel']}>
              <FormattedMessage {...headerMessages.balance} />
            </span>
            <span className={styles['balanceAmount']}>{formatMoney(account.balance_main.amount, account.balance_main.currency)}</span>
          </p>
          <ul className={styles['list']}>
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.key}>
                <NavLink to={path(link.route, link.hash ? { hash: link.hash } : {})} end onClick={() => close()} className={linkClass}>
                  <Icon name={link.icon} />
                  <FormattedMessage {...link.label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-label={intl.formatMessage(navigationMessages.sidebar)}>
        <ul className={styles['list']}>
          {site.map((link) => (
            <li key={link.key}>
              {link.external ? (
                <a href={link.to} className={styles['link']} rel="noopener noreferrer">
                  <Icon name={link.icon} />
                  {link.label}
                </a>
              ) : (
                <NavLink to={link.to} end onClick={() => close()} className={linkClass}>
                  <Icon name={link.icon} />
                  {link.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
