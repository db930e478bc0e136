import { useGetAccountInfoQuery } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';

export type Player = {
  /** `loading` until the account is known, then a visitor or a signed-in player (uid > 0, SPEC.md 6). */
  status: 'loading' | 'visitor' | 'player';
  /** The player's money currency, for product values in money. */
  currency: string;
};

/** Who is looking: the loyalty info loads only for signed-in players (SPEC.md 6). */
export function usePlayer(): Player {
  const { data, isLoading } = useGetAccountInfoQuery();
  const status = isLoading && !data ? 'loading' : isAuthenticated(data) ? 'player' : 'visitor';
  return { status, currency: data?.balance_main.currency ?? 'EUR' };
}
