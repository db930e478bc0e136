import type { GamesFilter } from '@casino/api-client';

/** Games per games.get call: a multiple of 2, 3, 4 and 6 columns, so pages fill whole rows. */
export const GAMES_PAGE_SIZE = 48;

export type HallQuery = { category?: string; providers?: readonly string[] };

/** The paged games' filter of the hall (its hook and its prefetch alike): no empty category or provider list. */
export function hallGamesFilter({ category, providers = [] }: HallQuery): GamesFilter {
  return { ...(category ? { category } : {}), ...(providers.length ? { providers: [...providers] } : {}), pageSize: GAMES_PAGE_SIZE };
}
