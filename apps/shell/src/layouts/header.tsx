import { Icon, Menu, useViewportWidth } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { splitLocale, useLocalizedPath } from '@casino/routing';
import { AccountArea } from './account-area';
import { headerMessages } from './header.messages';
import './brand-bar.css';
import { LogoMark } from './logo-mark';
import { navigationMessages } from './navigation.messages';
import { useSiteMenu, type SiteLink } from './use-site-menu';
import styles from './header.module.css';

/** Below this width (a laptop) the navigation keeps its first items in the bar and the rest under "More". */
const ROOMY_WIDTH = 1400;
const ITEMS_IN_A_TIGHT_BAR = 4;

const pathOf = (link: SiteLink) => splitLocale(link.to.split(/[?#]/)[0] ?? '/').pathname;

/**
 * The sticky header: the brand, the desktop navigation (laptop and up; the CMS header menu, and under "More" every
 * other public area of the site menu, so /loyalty, /offers, /providers and /winners are one click away), and the
 * account area with the balance.
 */
export function Header() {
  const intl = useIntl();
  const path = useLocalizedPath();
  const header = useSiteMenu('header');
  const sidebar = useSiteMenu('sidebar');
  const roomy = useViewportWidth() >= ROOMY_WIDTH;
  const inBar = roomy ? header : header.slice(0, ITEMS_IN_A_TIGHT_BAR);
  const inBarPaths = new Set(inBar.map(pathOf));
  const homePath = splitLocale(path('index')).pathname;
  const more = [...header.slice(inBar.length), ...sidebar].filter((link, index, all) => {
    const linkPath = pathOf(link);
    return linkPath !== homePath && !inBarPaths.has(linkPath) && all.findIndex((other) => other.to === link.to) === index;
  });
  return (
    <header className={`brand-bar ${styles['header']}`}>
      <a className={styles['skip']} href="#main">
        <FormattedMessage {...headerMessages.skipToContent} />
      </a>
      <NavLink to={path('index')} className="brand-logo" aria-label={intl.formatMessage(headerMessages.logo)}>
        <LogoMark />
        <span className="brand-name">Casino</span>
      </NavLink>
      <nav aria-label={intl.formatMessage(headerMessages.mainNavigation)} className={styles['nav']}>
        {inBar.map((link) =>
          link.external ? (
            <a key={link.key} href={link.to} className={styles['navLink']} rel="noopener noreferrer">
              {link.label}
            </a>
          ) : (
            <NavLink
              key={link.key}
              to={link.to}
              className={({ isActive }) => (isActive ? `${styles['navLink']} ${styles['active']}` : styles['navLink'])}
            >
              {link.label}
            </NavLink>
          ),
        )}
        {more.length > 0 && (
          <Menu
            label={intl.formatMessage(navigationMessages.more)}
            triggerClassName={styles['navLink']}
            trigger={
              <>
                <FormattedMessage {...navigationMessages.more} />
                <Icon name="chevron-down" size="sm" />
              </>
            }
            items={more.map((link) => ({ key: link.key, label: link.label, icon: link.icon, to: link.to }))}
          />
        )}
      </nav>
      <AccountArea />
    </header>
  );
}
