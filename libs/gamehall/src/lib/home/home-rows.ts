import type { GamesOptions } from '@casino/api-client';
import type { GameCategory } from '@casino/platform-contract';

/** Category rows on the home page, and how many of them load at once (the rest when scrolled near). */
export const HOME_CATEGORIES = 6;
export const ROWS_BEFORE_JACKPOTS = 2;
export const HOME_ROW_SIZE = 12;

/** The categories the home page shows as rows, in the catalogue's order. */
export const homeRowCategories = (categories: readonly GameCategory[] | undefined): GameCategory[] =>
  [...(categories ?? [])].sort((a, b) => a.sort - b.sort).slice(0, HOME_CATEGORIES);

/** The games.get arguments of a category's row (the page's hook and its prefetch must ask the very same). */
export const homeRowQuery = (categoryId: string): GamesOptions => ({ category: categoryId, offset: 0, count: HOME_ROW_SIZE });
