import type { Game } from '@casino/platform-contract';
import { Carousel, GameTileSkeleton, type IconName } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { GameCard } from './game-card';
import type { TileData } from './use-tile-data';

export type GamesRowProps = {
  title: ReactNode;
  icon?: IconName;
  /** undefined while loading: skeleton tiles of the same size hold the row's place. */
  games: readonly Game[] | undefined;
  data: TileData;
  /** The full list (the category's hall), if there is one. */
  seeAllTo?: string;
  /** The first row of a page loads the images of its first tiles (those a wide screen shows) at once. */
  eager?: boolean;
  skeletons?: number;
};

/**
 * How many tiles of an eager row are on screen without scrolling sideways, on a wide screen: the rest of the row
 * loads its images lazily, instead of taking a phone's bandwidth from the banner above it.
 */
const EAGER_TILES = 6;

/** A titled row of game tiles that scrolls sideways; an empty row is not shown at all. */
export function GamesRow({ title, icon, games, data, seeAllTo, eager = false, skeletons = 6 }: GamesRowProps) {
  if (games?.length === 0) return null;
  const items = games
    ? games.map((game, index) => <GameCard key={game.sysname} game={game} data={data} eager={eager && index < EAGER_TILES} />)
    : Array.from({ length: skeletons }, (_, index) => <GameTileSkeleton key={index} />);
  return (
    <div aria-busy={games === undefined}>
      <Carousel title={title} icon={icon} seeAllTo={seeAllTo}>
        {items}
      </Carousel>
    </div>
  );
}
