import { platformApi } from '@casino/api-client';
import { parseFrameMessage } from '@casino/platform-contract';
import { GAME_FRAME_BASE, frameOrigin, useLocalizedPath } from '@casino/routing';
import { useAppDispatch } from '@casino/session';
import { openDialog } from '@casino/ui-kit';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The optional frame contract of a game page (@casino/platform-contract, frame-messages), from the game frame's
 * origin only. `frame:balance-changed` (a round moved money): the balance, the game history and the standings it
 * touches are stale, so they are refetched and the balance beside the game shows what the round did.
 * `frame:navigate`: the deposit page, or sign-in or sign-up. A game that posts nothing still plays; the balance
 * then follows the balance refresh settings.
 */
export function useGameFrameMessages(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  useEffect(() => {
    const origin = frameOrigin(GAME_FRAME_BASE);
    const handleMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const message = parseFrameMessage(event.data);
      if (message?.type === 'frame:balance-changed') {
        dispatch(platformApi.util.invalidateTags(['Balance', 'Account', 'GameHistory', 'Freespins', 'Tournaments', 'Leaderboard', 'Jackpots']));
      } else if (message?.type === 'frame:navigate') {
        if (message.to === 'deposit') navigate(path('cashier.deposit.index'));
        else dispatch(openDialog({ id: 'auth', props: { mode: message.to === 'sign-up' ? 'register' : 'login' } }));
      }
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [dispatch, navigate, path]);
}
