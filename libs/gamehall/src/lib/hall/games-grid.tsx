import type { Game } from '@casino/platform-contract';
import { defaultGridColumns, GameTileSkeleton, useBreakpoint, VirtualGrid } from '@casino/ui-kit';
import { GameCard } from '../shared/game-card';
import type { TileData } from '../shared/use-tile-data';
import styles from './gamehall.module.css';

export type GamesGridProps = {
  /** undefined while the first page loads: skeleton tiles hold the grid's place. */
  games: Game[] | undefined;
  data: TileData;
  label: string;
  hasMore: boolean;
  onEndReached: () => void;
};

/**
 * The hall's games in a window-virtualised grid: only rows near the viewport are in the DOM, so a hall
 * of thousands stays light. The first row loads its images at once; the rest lazily.
 */
export function GamesGrid({ games, data, label, hasMore, onEndReached }: GamesGridProps) {
  const columns = defaultGridColumns[useBreakpoint()];
  if (!games) return <GridSkeleton label={label} />;
  return (
    <VirtualGrid
      items={games}
      getKey={(game) => game.sysname}
      label={label}
      hasMore={hasMore}
      onEndReached={onEndReached}
      renderItem={(game, index) => <GameCard game={game} data={data} eager={index < columns} />}
    />
  );
}

/** Three rows of skeleton tiles in the grid's columns and gap, so the first page replaces them without a shift. */
export function GridSkeleton({ label }: { label: string }) {
  const columns = defaultGridColumns[useBreakpoint()];
  return (
    <ul className={styles['skeletonGrid']} aria-busy="true" aria-label={label} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {Array.from({ length: columns * 3 }, (_, index) => (
        <li key={index}>
          <GameTileSkeleton />
        </li>
      ))}
    </ul>
  );
}
