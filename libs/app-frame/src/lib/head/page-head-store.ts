import type { PageHeadData, PageHeadRecorder } from '@casino/routing';

/** The current page's own head data in the browser: what its `PageHead` said last, for the head effect to write. */
export type PageHeadStore = {
  record: PageHeadRecorder;
  subscribe: (listener: () => void) => () => void;
  get: () => PageHeadData | null;
};

/**
 * A store of its own, not React state in the locale root: a page telling its title would otherwise render the whole
 * site again (right after hydration, too), where only the head effect needs to hear it.
 */
export function createPageHeadStore(): PageHeadStore {
  let current: PageHeadData | null = null;
  const listeners = new Set<() => void>();
  return {
    record(head) {
      current = head;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
  };
}
