import { useGetFreespinsQuery } from '@casino/api-client';
import { useIsAuthenticated } from '@casino/session';
import { useMemo } from 'react';

/** Free spins left per game sysname, from freespins.get: only signed-in players have free spins (SPEC.md 6). */
export function useFreespinsLeft(): ReadonlyMap<string, number> {
  const signedIn = useIsAuthenticated();
  const { data } = useGetFreespinsQuery(undefined, { skip: !signedIn });
  return useMemo(() => {
    const left = new Map<string, number>();
    for (const pack of data ?? []) left.set(pack.game.sysname, (left.get(pack.game.sysname) ?? 0) + pack.remaining_count);
    return left;
  }, [data]);
}
