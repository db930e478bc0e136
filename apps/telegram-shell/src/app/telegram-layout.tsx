import { useGetAccountInfoQuery } from '@casino/api-client';
import { isFullScreenOffered } from '@casino/app-frame';
import { SessionClock, SessionHints } from '@casino/session';
import { useGetCmsGamesConfigQuery } from '@casino/cms-client';
import { useFormatters } from '@casino/i18n';
import { isAuthenticated } from '@casino/platform-contract';
import { matchRoute } from '@casino/routing';
import { IconButton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { telegramMessages } from './telegram.messages';
import styles from './telegram-layout.module.css';
import { useTelegramSdk } from './use-telegram-sdk';

/** The mini-app's compact frame: Telegram draws the title bar and back button, we show the balance. */
export function TelegramLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { data: account } = useGetAccountInfoQuery();
  const { data: gamesConfig } = useGetCmsGamesConfigQuery();
  const { formatMoney } = useFormatters();
  const viewport = useTelegramSdk()?.viewport;
  const onGamePage = matchRoute(pathname)?.route.isGamePage ?? false;
  const fullScreen =
    onGamePage && isFullScreenOffered(gamesConfig?.fullScreenVisibility, 'telegram') && (viewport?.requestFullscreen.isAvailable() ?? false);
  const handleFullScreen = () => void viewport?.requestFullscreen().catch(() => undefined);
  return (
    <div className={styles['frame']}>
      <header className={styles['bar']}>
        <span className={styles['brand']}>Casino</span>
        {fullScreen && <IconButton icon="external" label={intl.formatMessage(telegramMessages.fullScreen)} onClick={handleFullScreen} />}
        <SessionClock />
        {account && isAuthenticated(account) && (
          <span className={styles['balance']} data-testid="header-balance">
            {formatMoney(account.balance_main.amount, account.balance_main.currency)}
          </span>
        )}
      </header>
      <main id="main" className={styles['main']}>
        <SessionHints />
        <Outlet />
      </main>
    </div>
  );
}
