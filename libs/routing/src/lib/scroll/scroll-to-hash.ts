/** SPEC.md 2.3 and 9: an absent hash target is looked for again up to 4 times, 300 ms apart. */
export const HASH_SCROLL_RETRIES = 4;
export const HASH_SCROLL_RETRY_DELAY_MS = 300;

export type ScrollToHashOptions<Target> = {
  /** Finds the element by its id (the decoded hash without '#'); null when it is not rendered yet. */
  find: (id: string) => Target | null;
  /** Scrolls to the element, `offsetTop` pixels below the top edge (the header's height). */
  scroll: (target: Target, options: { behavior: 'smooth'; offsetTop: number }) => void;
  /** Resolves after `ms`; injected so tests need not sleep (the shell passes a setTimeout wrapper). */
  wait: (ms: number) => Promise<void>;
  /** The header height, or a function measuring it at scroll time (it may change with the page). */
  headerOffset: number | (() => number);
};

/** Smoothly scrolls to the element of a hash, below the header. Resolves true when it was found. */
export async function scrollToHash<Target>(
  hash: string,
  { find, scroll, wait, headerOffset }: ScrollToHashOptions<Target>,
): Promise<boolean> {
  const id = hashToId(hash);
  if (!id) return false;
  for (let attempt = 0; attempt <= HASH_SCROLL_RETRIES; attempt += 1) {
    if (attempt > 0) await wait(HASH_SCROLL_RETRY_DELAY_MS);
    const target = find(id);
    if (target) {
      const offsetTop = typeof headerOffset === 'function' ? headerOffset() : headerOffset;
      scroll(target, { behavior: 'smooth', offsetTop });
      return true;
    }
  }
  return false;
}

function hashToId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
