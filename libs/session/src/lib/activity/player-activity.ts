/** SPEC.md 4: what counts as player activity (route changes are added by the hooks that know the location). */
export const PLAYER_ACTIVITY_EVENTS = ['keydown', 'click', 'scroll'] as const;

export type ActivityTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `listener` on every key press, click or scroll anywhere in the page. Scroll does not bubble, so
 * listening in the capture phase also catches scrolling inside lists and dialogs. Returns the unsubscribe.
 */
export function subscribeToPlayerActivity(listener: () => void, target: ActivityTarget = window): () => void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of PLAYER_ACTIVITY_EVENTS) target.addEventListener(type, listener, options);
  return () => {
    for (const type of PLAYER_ACTIVITY_EVENTS) target.removeEventListener(type, listener, options);
  };
}
