import { useGetGameProvidersQuery } from '@casino/api-client';
import { useBreakpoint } from '@casino/ui-kit';
import { useMemo } from 'react';
import { useFreespinsLeft } from './use-freespins-left';
import { useGameLikes, type GameLikes } from './use-game-likes';

/**
 * What a tile shows beyond the game itself: provider titles, and for a signed-in player favourites and
 * free spins. Read once per list, not once per tile.
 */
export type TileData = {
  likes: GameLikes;
  freespinsLeft: ReadonlyMap<string, number>;
  providerTitle: (sysname: string) => string;
  /** Small phone tiles have room for one corner mark, larger ones for two. */
  maxBadges: number;
};

export function useTileData(): TileData {
  const likes = useGameLikes();
  const freespinsLeft = useFreespinsLeft();
  const { data: providers } = useGetGameProvidersQuery();
  const titles = useMemo(() => new Map((providers ?? []).map((provider) => [provider.sysname, provider.title])), [providers]);
  const maxBadges = useBreakpoint() === 'mobile' ? 1 : 2;
  // One object while nothing changed: a list's memoised tiles then re-render only when what they show changes.
  return useMemo(
    () => ({ likes, freespinsLeft, providerTitle: (sysname) => titles.get(sysname) ?? sysname, maxBadges }),
    [likes, freespinsLeft, titles, maxBadges],
  );
}
