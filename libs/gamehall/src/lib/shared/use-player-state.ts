import { useGetAccountInfoQuery } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';

/** Who is looking: 'loading' until account.getInfo answers, so nothing meant for visitors flashes at a player. */
export type PlayerState = 'loading' | 'visitor' | 'player';

export function usePlayerState(): PlayerState {
  const { data, isError, isUninitialized, isLoading } = useGetAccountInfoQuery();
  if (isLoading || isUninitialized) return 'loading';
  return !isError && isAuthenticated(data) ? 'player' : 'visitor';
}
