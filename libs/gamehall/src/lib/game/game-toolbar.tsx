import { useGetBalanceQuery } from '@casino/api-client';
import { useGetCmsGamesConfigQuery } from '@casino/cms-client';
import { useFormatters, usePageLocale } from '@casino/i18n';
import type { Game } from '@casino/platform-contract';
import type { GameMode } from '@casino/routing';
import { Button, IconButton, openDialog, usePrimaryAction } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useGameLikes } from '../shared/use-game-likes';
import type { PlayerState } from '../shared/use-player-state';
import { canGoFullScreen, isInTelegram } from './full-screen';
import { gameModePath } from './game-links';
import { GAME_STAGE_ID } from './game-stage';
import { demoCoinsMessage, favouriteMessage, gameMessages } from './game.messages';
import styles from './game-page.module.css';

export type GameToolbarProps = { game: Game; mode: GameMode; player: PlayerState };

/** Above the game (the game layout has the way back and the balance): name, real / demo, the fun balance in demo, like, full screen. */
export function GameToolbar({ game, mode, player }: GameToolbarProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { formatAmount } = useFormatters();
  const likes = useGameLikes();
  const { data: balance } = useGetBalanceQuery(undefined, { skip: player !== 'player' || mode !== 'demo' });
  const { data: gamesConfig } = useGetCmsGamesConfigQuery();
  const inTelegram = isInTelegram();
  // In the mini-app the bar above offers Telegram's own full screen (the whole app, also where a web view has none).
  const fullScreen = !inTelegram && canGoFullScreen(game.full_screen, gamesConfig?.fullScreenVisibility, inTelegram);
  const money = balance?.balance_fun;

  const handleMode = (next: GameMode) => {
    if (next === mode) return;
    if (next === 'play' && player === 'visitor') dispatch(openDialog({ id: 'auth', props: { mode: 'register' } }));
    else navigate(gameModePath(locale, game.sysname, next), { replace: true });
  };

  // In demo the screen's primary action is playing for real (a shell may offer it in its own place: Telegram's Main Button).
  // There the modes' switch is left to it: one way to play for real on the screen.
  const playRealElsewhere = usePrimaryAction(
    game.has_demo && mode === 'demo' ? { label: intl.formatMessage(gameMessages.playReal), onTrigger: () => handleMode('play') } : null,
  );

  const handleFullScreen = () => void document.getElementById(GAME_STAGE_ID)?.requestFullscreen?.().catch(() => undefined);

  return (
    <div className={styles['toolbar']}>
      <h1 className={styles['name']}>{game.name}</h1>
      {game.has_demo && !playRealElsewhere && (
        <div role="group" aria-label={intl.formatMessage(gameMessages.modes)} className={styles['modes']}>
          {(['play', 'demo'] as const).map((option) => (
            <Button key={option} size="sm" variant={mode === option ? 'primary' : 'ghost'} aria-pressed={mode === option} onClick={() => handleMode(option)}>
              {intl.formatMessage(option === 'demo' ? gameMessages.demo : gameMessages.real)}
            </Button>
          ))}
        </div>
      )}
      {/* The game layout shows the real-money balance; in demo the fun balance is what the rounds move. */}
      {player === 'player' && mode === 'demo' && (
        <p className={styles['balance']}>
          <span className={styles['balanceLabel']}>{intl.formatMessage(gameMessages.funBalance)}</span>
          <span data-testid="game-balance" className={styles['balanceAmount']}>
            {money ? intl.formatMessage(demoCoinsMessage, { amount: formatAmount(money.amount) }) : '\u2014'}
          </span>
        </p>
      )}
      <div className={styles['tools']}>
        {likes.canLike && (
          <IconButton
            icon="heart"
            pressed={likes.isLiked(game.sysname)}
            label={intl.formatMessage(favouriteMessage, { name: game.name })}
            onClick={() => void likes.toggleLike(game.sysname)}
          />
        )}
        {fullScreen && (
          <Button variant="secondary" size="sm" onClick={handleFullScreen}>
            {intl.formatMessage(gameMessages.fullScreen)}
          </Button>
        )}
      </div>
    </div>
  );
}
