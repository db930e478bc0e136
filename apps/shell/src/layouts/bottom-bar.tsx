import { Icon, openDialog } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { NavLink } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { navigationMessages } from './navigation.messages';
import { BOTTOM_BAR_NAV } from './navigation';
import styles from './bottom-bar.module.css';

/** The mobile bottom bar (DESIGN.md): home, game hall, promotions, cashier and the menu; hidden from laptop up. */
export function BottomBar() {
  const intl = useIntl();
  const path = useLocalizedPath();
  const dispatch = useDispatch();
  const handleMenu = () => dispatch(openDialog({ id: 'sidebar', type: 'curtain' }));
  return (
    <nav aria-label={intl.formatMessage(navigationMessages.bottomBar)} className={styles['bar']}>
      <ul className={styles['items']}>
        {BOTTOM_BAR_NAV.map((item) => (
          <li key={item.route}>
            <NavLink
              to={path(item.route)}
              end={item.route === 'index'}
              className={({ isActive }) => (isActive ? `${styles['item']} ${styles['active']}` : styles['item'])}
            >
              <Icon name={item.icon} />
              <span className={styles['label']}>
                <FormattedMessage {...item.label} />
              </span>
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles['item']} onClick={handleMenu} aria-haspopup="dialog">
            <Icon name="menu" />
            <span className={styles['label']}>
              <FormattedMessage {...navigationMessages.menu} />
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
