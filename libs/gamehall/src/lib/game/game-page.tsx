import { useGetGameQuery } from '@casino/api-client';
import { buildPath, PageHead } from '@casino/routing';
import { ItemNotFound, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { usePlayerState } from '../shared/use-player-state';
import { gameModeOf } from './game-modes';
import { GameStage } from './game-stage';
import { GameToolbar } from './game-toolbar';
import { gameHeadDescription, gameMessages } from './game.messages';
import { useDemoModeOffer } from './use-demo-mode-offer';
import { useGameFrameMessages } from './use-game-frame-messages';
import styles from './game-page.module.css';

/**
 * `/game/{sysname}` in the game layout: the platform's game in a frame (play by default, `?mode=demo`
 * where the game has a demo), the balance and the way back above it. A visitor is offered the demo.
 */
export function GamePage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const location = useLocation();
  const sysname = useParams()['sysname'] ?? '';
  const player = usePlayerState();
  const { data: game } = useGetGameQuery(sysname);
  const mode = gameModeOf(location.search, game?.has_demo ?? false);
  useGameFrameMessages();
  useDemoModeOffer(game ?? undefined, player, mode);

  // SPEC.md 2.2: the page validates its own route; an unknown game is a not-found with the spec's message.
  if (game === null) {
    return <ItemNotFound icon="gamepad" title={intl.formatMessage(gameMessages.notFoundTitle)} back={{ to: buildPath('gamehall.index', { locale }), label: intl.formatMessage(gameMessages.toGamehall) }} />;
  }

  return (
    <section className={styles['page']} aria-label={game?.name}>
      {game && (
        <PageHead
          title={game.name}
          description={game.provider_title && intl.formatMessage(gameHeadDescription, { name: game.name, provider: game.provider_title, demo: game.has_demo ? 'yes' : 'no' })}
          image={game.description.img_288_192}
        />
      )}
      {game ? <GameToolbar game={game} mode={mode} player={player} /> : <Skeleton shape="rect" height={48} />}
      {game && player !== 'loading' ? <GameStage game={game} mode={mode} player={player} /> : <div className={styles['stage']} aria-busy="true" />}
    </section>
  );
}
