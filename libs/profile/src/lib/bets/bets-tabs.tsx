import { useGetGeneralInfoQuery } from '@casino/api-client';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { betsMessages as m } from './bets.messages';
import styles from './bets.module.css';

export type BetsTabsProps = { current: 'history' | 'exports' };

/** Links between the bets history and its exports; exports only where the site has them on. */
export function BetsTabs({ current }: BetsTabsProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  const { data: generalInfo } = useGetGeneralInfoQuery();
  if (!generalInfo?.is_game_history_export_enabled && current === 'history') return null;
  const link = (isActive: boolean) => (isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab);
  return (
    <nav aria-label={intl.formatMessage(m.tabsLabel)}>
      <ul className={styles.tabs}>
        <li>
          <NavLink to={path('profile.bets.history')} className={() => link(current === 'history')} aria-current={current === 'history' ? 'page' : undefined}>
            <FormattedMessage {...m.tabHistory} />
          </NavLink>
        </li>
        <li>
          <NavLink to={path('profile.bets.exports')} className={() => link(current === 'exports')} aria-current={current === 'exports' ? 'page' : undefined}>
            <FormattedMessage {...m.tabExports} />
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
