import type { RouteLocation } from '../location';

export type ScrollAction = { type: 'top' } | { type: 'hash'; hash: string } | { type: 'none' };

/**
 * SPEC.md 2.3: a navigation to a hash scrolls to that element; a navigation to another path scrolls to
 * the top; a change of query only (tabs, filters) keeps the position. On entry (from null) only a hash
 * scrolls: the browser starts at the top anyway. `commandHashes` are commands for the guards (`#real`), not anchors.
 */
export function scrollActionFor(from: RouteLocation | null, to: RouteLocation, commandHashes: readonly string[] = []): ScrollAction {
  const hash = commandHashes.includes(to.hash) || to.hash === '#' ? '' : to.hash;
  const pathChanged = from !== null && from.pathname !== to.pathname;
  if (hash && (from === null || pathChanged || from.hash !== to.hash)) return { type: 'hash', hash };
  if (pathChanged) return { type: 'top' };
  return { type: 'none' };
}
