import { useGetCmsGamesConfigQuery } from '@casino/cms-client';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { AccountArea } from '../layouts/account-area';
import { Icon } from '@casino/ui-kit';
import { gameLayoutMessages } from './game-layout.messages';
import { HydratedApart } from '@casino/app-frame';
import { FullScreenButton } from './full-screen-button';
import styles from './game-layout.module.css';

/**
 * The game layout (SPEC.md 2.5): a slim bar with the way back, the balance and deposit (DESIGN.md) and, when
 * the games-config full-screen option allows it in the web product, a full-screen button; then the game.
 */
export function GameLayout() {
  const intl = useIntl();
  const path = useLocalizedPath();
  const stage = useRef<HTMLElement>(null);
  const { data: gamesConfig } = useGetCmsGamesConfigQuery();

  return (
    <div className={styles['frame']} data-hall-type={gamesConfig?.gameHallType}>
      <header className={styles['bar']}>
        <Link to={path('gamehall.index')} className={styles['back']} aria-label={intl.formatMessage(gameLayoutMessages.back)}>
          <Icon name="arrow-left" />
        </Link>
        <FullScreenButton stage={stage} />
        <AccountArea compact />
      </header>
      <main id="main" ref={stage} className={styles['stage']} tabIndex={-1}>
        <HydratedApart>
          <Outlet />
        </HydratedApart>
      </main>
    </div>
  );
}
