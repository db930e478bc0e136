import { Skeleton } from '../feedback/skeleton';

/** The placeholder of a `GameTile` while the catalogue loads: the same 3:2 box, so nothing moves after. */
export function GameTileSkeleton() {
  return <Skeleton shape="rect" aspectRatio="3 / 2" width="100%" />;
}
