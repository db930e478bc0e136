/** SPEC.md 4: what counts as player activity (route changes are added by the hooks that know the location). */
export const PLAYER_ACTIVITY_EVENTS = ['keydown', 'click', 'scroll'] as const;

/**
 * What an embedded frame of the site's own origin already posts when the player acts in it: a game round from the
 * platform's game page, a bet from the sportsbook. Clicks and keys inside a frame never reach this page, so these
 * messages (and focus moving into a frame) are how play inside a frame counts as activity. No frame is asked to
 * send anything new.
 */
export const FRAME_ACTIVITY_MESSAGES: ReadonlySet<string> = new Set(['game:round', 'sportsbook:bet-placed']);

export type ActivityTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const isFrameActivity = (event: MessageEvent) => {
  const { data } = event;
  return (
    event.origin === window.location.origin &&
    event.source !== null &&
    event.source !== window &&
    typeof data === 'object' &&
    data !== null &&
    FRAME_ACTIVITY_MESSAGES.has((data as { type?: unknown }).type as string)
  );
};

/**
 * Calls `listener` on every key press, click or scroll anywhere in the page, when the player moves into an embedded
 * frame (a game, the sportsbook: the page loses focus to its own frame) and on every action such a frame reports.
 * Scroll does not bubble, so listening in the capture phase also catches scrolling inside lists and dialogs.
 * Returns the unsubscribe.
 */
export function subscribeToPlayerActivity(listener: () => void, target: ActivityTarget = window): () => void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const handleBlur = () => {
    // The blur comes before focus lands: look once the frame has it.
    setTimeout(() => {
      if (document.activeElement instanceof HTMLIFrameElement) listener();
    }, 0);
  };
  const handleMessage = (event: Event) => {
    if (event instanceof MessageEvent && isFrameActivity(event)) listener();
  };
  for (const type of PLAYER_ACTIVITY_EVENTS) target.addEventListener(type, listener, options);
  target.addEventListener('blur', handleBlur);
  target.addEventListener('message', handleMessage);
  return () => {
    for (const type of PLAYER_ACTIVITY_EVENTS) target.removeEventListener(type, listener, options);
    target.removeEventListener('blur', handleBlur);
    target.removeEventListener('message', handleMessage);
  };
}
