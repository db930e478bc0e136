import { useGetGameQuery } from '@casino/api-client';
import { isFullScreenOffered } from '@casino/app-frame';
import { useGetCmsGamesConfigQuery } from '@casino/cms-client';
import { matchRoute } from '@casino/routing';
import { IconButton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { gameShareLink, MINI_APP_LINK } from './mini-app-link';
import { telegramMessages } from './telegram.messages';
import styles from './telegram-layout.module.css';
import { TelegramTopBar } from './telegram-top-bar';
import { useTelegramSdk } from './use-telegram-sdk';

/**
 * The mini-app's game page frame: the slim bar with sharing the game through Telegram (`mini-app-link.ts`), Telegram's full screen (when
 * both the site's games-config option and the game's own `full_screen` are `all` or `telegram`, and the client offers
 * it) and the balance; then the game, edge to edge. Telegram's back button leads out.
 */
export function TelegramGameLayout() {
  const intl = useIntl();
  const sdk = useTelegramSdk();
  const { data: gamesConfig } = useGetCmsGamesConfigQuery();
  // The game the page shows (the page asks for it too: one request), for its own full-screen option.
  const sysname = matchRoute(useLocation().pathname)?.params['sysname'] ?? '';
  const { data: game } = useGetGameQuery(sysname, { skip: !sysname });
  const fullScreen =
    game !== undefined &&
    game !== null &&
    isFullScreenOffered(gamesConfig?.fullScreenVisibility, 'telegram', game.full_screen) &&
    (sdk?.viewport.requestFullscreen.isAvailable() ?? false);
  const handleFullScreen = () => void sdk?.viewport.requestFullscreen().catch(() => undefined);
  // Telegram's direct link that opens this game in the mini-app (the operator's link), else the game's web address
  // without the launch parameters Telegram put in the hash; the game's name as the message.
  const handleShare = () =>
    sdk?.shareLink(gameShareLink(sysname, window.location.href.split('#')[0] ?? '', MINI_APP_LINK), game?.name ?? document.querySelector('main h1')?.textContent ?? undefined);
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
