import { BottomBar } from '@casino/app-frame';
import { SessionHints } from '@casino/session';
import { Outlet } from 'react-router-dom';
import styles from './telegram-layout.module.css';
import { TelegramTopBar } from './telegram-top-bar';

/**
 * The mini-app's frame of every ordinary page: Telegram draws the title bar and the back button, we draw a slim bar
 * with the balance, the page, and the tab bar (the web's bottom bar, at every width) within Telegram's safe areas.
 */
export function TelegramLayout() {
  return (
    <div className={styles['frame']}>
      <TelegramTopBar />
      <main id="main" className={styles['main']} tabIndex={-1}>
        <SessionHints />
        <Outlet />
      </main>
      <BottomBar everyWidth />
    </div>
  );
}
