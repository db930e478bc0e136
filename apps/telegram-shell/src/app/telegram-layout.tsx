import { useGetAccountInfoQuery } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import { isAuthenticated } from '@casino/platform-contract';
import { Outlet } from 'react-router-dom';
import styles from './telegram-layout.module.css';

/** The mini-app's compact frame: Telegram draws the title bar and back button, we show the balance. */
export function TelegramLayout() {
  const { data: account } = useGetAccountInfoQuery();
  const { formatMoney } = useFormatters();
  return (
    <div className={styles['frame']}>
      <header className={styles['bar']}>
        <span className={styles['brand']}>Casino</span>
        {account && isAuthenticated(account) && (
          <span className={styles['balance']} data-testid="header-balance">
            {formatMoney(account.balance_main.amount, account.balance_main.currency)}
          </span>
        )}
      </header>
      <main id="main" className={styles['main']}>
        <Outlet />
      </main>
    </div>
  );
}
