import { useGetGamesQuery } from '@casino/api-client';
import type { GameCategory } from '@casino/platform-contract';
import { memo, useDeferredValue } from 'react';
import { usePageLocale } from '@casino/i18n';
import { GamesRow } from '../shared/games-row';
import { hallPath } from '../shared/hall-paths';
import type { TileData } from '../shared/use-tile-data';
import { homeRowQuery } from './home-rows';

export type CategoryRowProps = {
  category: GameCategory;
  data: TileData;
  eager?: boolean;
  /** false: only the row's skeleton, nothing fetched yet (the row is still far below the screen). */
  load?: boolean;
};

/** A category's first games as a row, with "See all" opening the category's hall. */
export const CategoryRow = memo(function CategoryRow({ category, data, eager = false, load = true }: CategoryRowProps) {
  const locale = usePageLocale();
  const { data: page } = useGetGamesQuery(homeRowQuery(category.id), { skip: !load });
  // The store's update renders at once (react-redux is a sync external store); the row's tiles then render in a
  // transition, in slices, so a row's games arriving never blocks a tap on a cheap phone.
  const games = useDeferredValue(page?.items);
  return (
    <GamesRow
      title={category.title}
      games={games}
      data={data}
      eager={eager}
      seeAllTo={hallPath(locale, { category: category.id, providers: [] })}
    />
  );
});
