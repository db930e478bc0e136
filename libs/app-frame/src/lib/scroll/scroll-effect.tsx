import { scrollActionFor, scrollToHash, type RouteLocation } from '@casino/routing';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The sticky header's height, measured at scroll time (it differs between mobile and desktop). */
const headerHeight = () => document.querySelector('header')?.getBoundingClientRect().height ?? 0;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * SPEC.md 2.3: a hash scrolls smoothly to its element below the header (retrying 4 times 300 ms apart while
 * the page renders it); another path scrolls to the top; a query-only change keeps the position.
 */
export type ScrollEffectProps = {
  /** Hashes the guards read as commands (`#real`): no anchor to scroll to. */
  commandHashes: readonly string[];
};

export function ScrollEffect({ commandHashes }: ScrollEffectProps) {
  const { pathname, search, hash } = useLocation();
  const previous = useRef<RouteLocation | null>(null);

  useEffect(() => {
    const to = { pathname, search, hash };
    const action = scrollActionFor(previous.current, to, commandHashes);
    previous.current = to;
    if (action.type === 'top') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (action.type !== 'hash') return;
    void scrollToHash(action.hash, {
      find: (id) => document.getElementById(id),
      scroll: (element, { offsetTop }) =>
        window.scrollTo({
          top: element.getBoundingClientRect().top + window.scrollY - offsetTop,
          behavior: reducedMotion() ? 'instant' : 'smooth',
        }),
      wait,
      headerOffset: headerHeight,
    });
  }, [pathname, search, hash, commandHashes]);

  return null;
}
