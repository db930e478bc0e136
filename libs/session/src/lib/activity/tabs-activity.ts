/** The channel the site's tabs share activity on (same origin only, by the browser's rules). */
export const ACTIVITY_CHANNEL = 'casino:player-activity';

/** Scroll fires many times a second: one tab tells the others at most this often. */
export const ANNOUNCE_INTERVAL_MS = 1000;

export type TabsActivity = {
  /** This tab saw the player act: tell the other tabs (throttled). */
  announce: () => void;
  close: () => void;
};

/**
 * One idle period for all of a player's tabs (SPEC.md 4): activity in one tab resets the timer in every tab, so
 * a player playing in one tab is not signed out by another tab left open. Without BroadcastChannel each tab keeps
 * its own period, as before.
 */
export function joinTabsActivity(onOtherTab: () => void, now: () => number = Date.now): TabsActivity {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(ACTIVITY_CHANNEL);
  let lastAnnounced = -Infinity;
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === 'activity') onOtherTab();
  };
  return {
    announce() {
      const time = now();
      if (time - lastAnnounced < ANNOUNCE_INTERVAL_MS) return;
      lastAnnounced = time;
      channel.postMessage('activity');
    },
    close: () => channel.close(),
  };
}
