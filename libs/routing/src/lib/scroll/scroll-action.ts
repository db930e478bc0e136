import { REAL_PLAY_HASH } from '../rules/game-real-hash';
import { POPUP_PREVIEW_HASH } from '../rules/popup-preview';
import type { RouteLocation } from '../location';

export type ScrollAction = { type: 'top' } | { type: 'hash'; hash: string } | { type: 'none' };

// Hashes that are commands for the guards, not anchors on the page.
const COMMAND_HASHES: readonly string[] = [REAL_PLAY_HASH, POPUP_PREVIEW_HASH];

/**
 * SPEC.md 2.3: a navigation to a hash scrolls to that element; a navigation to another path scrolls to
 * the top; a change of query only (tabs, filters) keeps the position. On entry (from null) only a hash
 * scrolls: the browser starts at the top anyway.
 */
export function scrollActionFor(from: RouteLocation | null, to: RouteLocation): ScrollAction {
  const hash = COMMAND_HASHES.includes(to.hash) || to.hash === '#' ? '' : to.hash;
  const pathChanged = from !== null && from.pathname !== to.pathname;
  if (hash && (from === null || pathChanged || from.hash !== to.hash)) return { type: 'hash', hash };
  if (pathChanged) return { type: 'top' };
  return { type: 'none' };
}
