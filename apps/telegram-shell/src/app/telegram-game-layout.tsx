import { isFullScreenOffered } from '@casino/app-frame';
import { useGetCmsGamesConfigQuery } from '@casino/cms-client';
import { IconButton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { telegramMessages } from './telegram.messages';
import styles from './telegram-layout.module.css';
import { TelegramTopBar } from './telegram-top-bar';
import { useTelegramSdk } from './use-telegram-sdk';

/**
 * The mini-app's game page frame: the slim bar with sharing the game through Telegram, Telegram's full screen (when
 * the games-config option is `all` or `telegram` and the client offers it) and the balance; then the game, edge to
 * edge. Telegram's back button leads out.
 */
export function TelegramGameLayout() {
  const intl = useIntl();
  const sdk = useTelegramSdk();
  const { data: gamesConfig } = useGetCmsGamesConfigQuery();
  const fullScreen = isFullScreenOffered(gamesConfig?.fullScreenVisibility, 'telegram') && (sdk?.viewport.requestFullscreen.isAvailable() ?? false);
  const handleFullScreen = () => void sdk?.viewport.requestFullscreen().catch(() => undefined);
  // The game's address without the launch parameters Telegram put in the hash; its name as the message.
  const handleShare = () => sdk?.shareLink(window.location.href.split('#')[0] ?? '', document.querySelector('main h1')?.textContent ?? undefined);
  return (
    <div className={styles['frame']}>
      <TelegramTopBar>
        {sdk?.shareURL.isAvailable() && <IconButton icon="share" label={intl.formatMessage(telegramMessages.share)} onClick={handleShare} />}
        {fullScreen && <IconButton icon="expand" label={intl.formatMessage(telegramMessages.fullScreen)} onClick={handleFullScreen} />}
      </TelegramTopBar>
      <main id="main" className={styles['stage']} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
