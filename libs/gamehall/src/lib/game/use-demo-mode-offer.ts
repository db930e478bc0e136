import type { Game } from '@casino/platform-contract';
import type { GameMode } from '@casino/routing';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { closeDialogsById, openDialog } from '@casino/ui-kit';
import { REAL_PLAY_HASH } from './real-hash-rule';
import { DEMO_MODE_DIALOG } from '../search/dialog-ids';
import type { PlayerState } from '../shared/use-player-state';

/**
 * A visitor on a game that has a demo gets the demo-mode popup (SPEC.md 2.7), once per game, unless the
 * page is in demo already or `#real` asked for registration (the shell's guard opens that popup instead). The
 * offer is about this game: leaving it (Back, a link) takes the popup away with it.
 */
export function useDemoModeOffer(game: Game | undefined, player: PlayerState, mode: GameMode): void {
  const dispatch = useDispatch();
  const { hash } = useLocation();
  const offer = game?.has_demo && player === 'visitor' && mode !== 'demo' && hash !== REAL_PLAY_HASH ? game.sysname : null;
  useEffect(() => {
    if (!offer) return undefined;
    dispatch(openDialog({ id: DEMO_MODE_DIALOG, props: { sysname: offer } }));
    return () => {
      dispatch(closeDialogsById({ id: DEMO_MODE_DIALOG, force: true }));
    };
  }, [dispatch, offer]);
}
