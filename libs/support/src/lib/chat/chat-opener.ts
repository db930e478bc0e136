type Opener = () => Promise<boolean>;

/** How long a request to open the chat waits for the widget, which mounts once the page has loaded. */
export const OPENER_WAIT_MS = 5000;

let current: Opener | null = null;
let waiting: Array<(opener: Opener) => void> = [];

/** The mounted ChatWidgetEffect offers to open the chat window; returns the unregister. */
export function registerChatOpener(opener: Opener): () => void {
  current = opener;
  const waiters = waiting;
  waiting = [];
  for (const resolve of waiters) resolve(opener);
  return () => {
    if (current === opener) current = null;
  };
}

/**
 * Opens the live-chat window (loading the provider first when needed); false when no chat could be opened. Asked
 * before the widget has mounted (in a page's first seconds), it waits for the widget up to OPENER_WAIT_MS.
 */
export function openLiveChat(): Promise<boolean> {
  if (current) return current();
  return new Promise<Opener | null>((resolve) => {
    const arrived = (opener: Opener) => {
      clearTimeout(timer);
      resolve(opener);
    };
    const timer = setTimeout(() => {
      waiting = waiting.filter((waiter) => waiter !== arrived);
      resolve(null);
    }, OPENER_WAIT_MS);
    waiting.push(arrived);
  }).then((opener) => (opener ? opener() : false));
}
