import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the page hydrates, true after (and at once in a page rendered in the browser alone):
 * for what only the browser may render, such as a frame whose load event would fire before hydration and be missed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
