import type { Game } from '@casino/platform-contract';
import { buildGamePlayUrl, type GameMode } from '@casino/routing';
import { Button, openDialog } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import type { PlayerState } from '../shared/use-player-state';
import { gameModePath } from './game-links';
import { gameFrameTitle, gameMessages } from './game.messages';
import styles from './game-page.module.css';

export const GAME_STAGE_ID = 'game-stage';

export type GameStageProps = { game: Game; mode: GameMode; player: Exclude<PlayerState, 'loading'> };

/**
 * The game itself: the platform's play URL in a frame. A visitor cannot play for real money, so instead
 * of a frame that only says so, the stage offers the demo (where there is one), sign-up and sign-in.
 */
export function GameStage({ game, mode, player }: GameStageProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  if (player === 'visitor' && mode !== 'demo') {
    return (
      <div id={GAME_STAGE_ID} className={styles['stage']}>
        <img className={styles['poster']} src={game.description.img_288_192 || game.image_url} alt="" width={288} height={192} />
        <div className={styles['visitor']}>
          <p>{intl.formatMessage(gameMessages.visitorText)}</p>
          <div className={styles['actions']}>
            {game.has_demo && (
              <Button variant="secondary" onClick={() => navigate(gameModePath(locale, game.sysname, 'demo'))}>
                {intl.formatMessage(gameMessages.playDemo)}
              </Button>
            )}
            <Button variant="secondary" onClick={() => dispatch(openDialog({ id: 'auth', props: { mode: 'login' } }))}>
              {intl.formatMessage(gameMessages.signIn)}
            </Button>
            <Button variant="primary" onClick={() => dispatch(openDialog({ id: 'auth', props: { mode: 'register' } }))}>
              {intl.formatMessage(gameMessages.signUpToPlay)}
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div id={GAME_STAGE_ID} className={styles['stage']}>
      <iframe
        key={`${game.sysname}-${mode}-${player}`}
        className={styles['frame']}
        src={buildGamePlayUrl({ sysname: game.sysname }, mode, locale)}
        title={intl.formatMessage(gameFrameTitle, { name: game.name })}
        // `allow` grants full screen (allowFullScreen beside it only earns a console warning).
        allow="autoplay; fullscreen"
      />
    </div>
  );
}
