import type { GamesOptions } from '@casino/api-client';

/** Games per games.get call: a multiple of 2, 3, 4 and 6 columns, so pages fill whole rows. */
export const GAMES_PAGE_SIZE = 48;

export type HallQuery = { category?: string; providers?: readonly string[] };

/** The games.get arguments of page `page` (from 0) of the hall under a filter (its hook and its prefetch alike). */
export function hallPageQuery({ category, providers = [] }: HallQuery, page: number, pageSize = GAMES_PAGE_SIZE): GamesOptions {
  return { ...(category ? { category } : {}), ...(providers.length ? { providers: [...providers] } : {}), offset: page * pageSize, count: pageSize };
}
