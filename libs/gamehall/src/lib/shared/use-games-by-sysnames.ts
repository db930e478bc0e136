import { useGetGamesQuery, type GamesOptions } from '@casino/api-client';
import type { Game } from '@casino/platform-contract';
import { useMemo } from 'react';

/** The games of the given sysnames, in the given order (favourites newest first, recent rounds latest first). */
export function useGamesBySysnames(sysnames: readonly string[], limit = 20) {
  const wanted = useMemo(() => sysnames.slice(0, limit), [sysnames, limit]);
  const options: GamesOptions = { sysnames: wanted, count: wanted.length };
  const query = useGetGamesQuery(options, { skip: wanted.length === 0 });
  const games = useMemo(() => {
    if (wanted.length === 0) return [];
    if (!query.data) return undefined;
    const bySysname = new Map(query.data.items.map((game) => [game.sysname, game]));
    return wanted.map((sysname) => bySysname.get(sysname)).filter((game): game is Game => game !== undefined);
  }, [query.data, wanted]);
  return { games, isError: query.isError };
}
