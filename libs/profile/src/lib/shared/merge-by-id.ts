/**
 * Loaded list items merged by id: a page that repeats an item (new rounds shift the offsets) updates it
 * in place instead of showing it twice; new ones are appended in order.
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
