/** A page of one of the platform's offset/count lists. */
type OffsetPage = { items: readonly unknown[]; total: number };

/**
 * RTK Query infinite-query options for the platform's offset/count lists (games, rounds, cashier history): the
 * next page starts where the loaded pages end, and there is none once the platform's total is reached.
 */
export const offsetPaging = {
  initialPageParam: 0,
  getNextPageParam: (lastPage: OffsetPage, allPages: readonly OffsetPage[]): number | undefined => {
    const loaded = allPages.reduce((count, page) => count + page.items.length, 0);
    return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
  },
};

/**
 * Loaded list items merged by id: a page that repeats an item (new entries shift the offsets) updates it in place
 * instead of showing it twice; new ones are appended in order (SPEC.md 4, history tabs).
 */
export function mergeById<T extends { id: string | number }>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map(current.map((item) => [String(item.id), item]));
  const appended: T[] = [];
  for (const item of incoming) {
    if (byId.has(String(item.id))) byId.set(String(item.id), item);
    else appended.push(item);
  }
  return [...current.map((item) => byId.get(String(item.id)) ?? item), ...appended];
}

/** The items of an infinite list's loaded pages, each once (see mergeById); undefined until the first page. */
export function itemsOfPages<T extends { id: string | number }>(data: { pages: ReadonlyArray<{ items: readonly T[] }> } | undefined): T[] | undefined {
  return data?.pages.reduce<T[]>((items, page) => mergeById(items, page.items), []);
}
