import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { AccountArea } from './account-area';
import { headerMessages } from './header.messages';
import './brand-bar.css';
import { LogoMark } from './logo-mark';
import { HEADER_NAV } from './navigation';
import styles from './header.module.css';

/** The sticky header: logo, the desktop navigation (laptop and up), and the account area with the balance. */
export function Header() {
  const intl = useIntl();
  const path = useLocalizedPath();
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
        {HEADER_NAV.map((item) => (
          <NavLink
            key={item.route}
            to={path(item.route)}
            className={({ isActive }) => (isActive ? `${styles['navLink']} ${styles['active']}` : styles['navLink'])}
          >
            <FormattedMessage {...item.label} />
          </NavLink>
        ))}
      </nav>
      <AccountArea />
    </header>
  );
}
