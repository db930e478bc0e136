import { useGetAccountInfoQuery } from '@casino/api-client';
import { useSignOut } from '@casino/auth';
import { useFormatters } from '@casino/i18n';
import { isAuthenticated } from '@casino/platform-contract';
import { useLocalizedPath } from '@casino/routing';
import { Button, ButtonLink, Dialog, Icon, type DialogComponentProps } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ACCOUNT_LINKS } from './account-links';
import { currentLinkKey } from './current-link';
import { accountActionMessages, accountMessages } from './account.messages';
import { LanguageLinks } from './language-links';
import { MenuBanner } from './menu-banner';
import { navigationMessages } from './navigation.messages';
import { useEveryArea } from './use-site-menu';
import styles from './site-menu-dialog.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles['link']} ${styles['active']}` : styles['link']);

export type SiteMenuDialogProps = DialogComponentProps & {
  /**
   * The mini-app has no header and no footer: its menu also offers a visitor sign-in and sign-up, and the six
   * languages. The web shows those in its header and footer.
   */
  standalone?: boolean;
};

/**
 * The 'sidebar' dialog (SPEC.md 2.7): the phone menu the bottom bar's menu item opens, as a curtain, in both shells.
 * A signed-in player finds the CMS menu banner, the balance and every account page first (the header's account menu
 * on a phone), then every area of the site: the CMS's header and site menus (today's lists as the fallback), as the
 * header's navigation is not there on a phone nor in the mini-app.
 */
export function SiteMenuDialog({ close, standalone = false }: SiteMenuDialogProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  const { formatMoney } = useFormatters();
  const { data } = useGetAccountInfoQuery();
  const account = isAuthenticated(data) ? data : undefined;
  const site = useEveryArea();
  const current = currentLinkKey(site, useLocation());
  const { signOut, isLoading } = useSignOut();
  const handleSignOut = async () => {
    if (await signOut()) close();
  };
  return (
    <Dialog
      title={<FormattedMessage {...navigationMessages.menu} />}
      actions={
        account ? (
          <Button variant="secondary" iconStart="logout" loading={isLoading} onClick={() => void handleSignOut()}>
            <FormattedMessage {...accountActionMessages.signOut} />
          </Button>
        ) : (
          standalone && (
            <>
              <ButtonLink variant="secondary" to={path('forms.sign-in')} onClick={() => close()}>
                <FormattedMessage {...accountActionMessages.signIn} />
              </ButtonLink>
              <ButtonLink to={path('forms.sign-up')} onClick={() => close()}>
                <FormattedMessage {...accountActionMessages.signUp} />
              </ButtonLink>
            </>
          )
        )
      }
    >
      <MenuBanner onFollow={close} />
      {account && (
        <nav aria-label={intl.formatMessage(accountMessages.links)} className={styles['section']}>
          <p className={styles['balance']}>
            <span className={styles['balanceLabel']}>
              <FormattedMessage {...accountActionMessages.balance} />
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
                <Link
                  to={link.to}
                  onClick={() => close()}
                  aria-current={link.key === current ? 'page' : undefined}
                  className={linkClass({ isActive: link.key === current })}
                >
                  <Icon name={link.icon} />
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {standalone && (
        <div className={styles['languages']}>
          <LanguageLinks onFollow={close} />
        </div>
      )}
    </Dialog>
  );
}

/** The site menu of the mini-app, which has no header or footer: with a visitor's sign-in and the languages. */
export function StandaloneSiteMenuDialog(props: DialogComponentProps) {
  return <SiteMenuDialog {...props} standalone />;
}
