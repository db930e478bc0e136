import { useGetLoyaltyInfoQuery } from '@casino/api-client';
import { skipToken } from '@reduxjs/toolkit/query';
import { usePlayer } from './use-player';

/** The signed-in player's loyalty info; never asked for a visitor (SPEC.md 6). */
export function useLoyaltyInfo() {
  const player = usePlayer();
  const query = useGetLoyaltyInfoQuery(player.status === 'player' ? undefined : skipToken);
  return { player, ...query };
}
