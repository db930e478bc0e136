import { platformApi } from '@casino/api-client';
import { useEffect } from 'react';
import { useAppDispatch } from '@casino/session';

/** What the game frame posts to the page after each round (the platform's games, same origin). */
type RoundMessage = { type: 'game:round' };

const isRoundMessage = (data: unknown): data is RoundMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'game:round';

/**
 * After every round the balance, the game history and the standings it touches are stale: refetch them,
 * so the balance beside the game (and in the header) shows what the round did.
 */
export function useGameRounds(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const handleMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isRoundMessage(event.data)) return;
      dispatch(platformApi.util.invalidateTags(['Balance', 'Account', 'GameHistory', 'Freespins', 'Tournaments', 'Leaderboard', 'Jackpots']));
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [dispatch]);
}
