import { useSyncExternalStore } from 'react';
import { breakpointOf, type Breakpoint } from '../../styles/breakpoints';

// The width is read once at start and then only on resize. React reads a store's value again right after a page
// mounts, and reading window.innerWidth there makes the browser lay the new page out at once, inside that task,
// instead of in the frame it would paint anyway: a phone's longest task of the load.
let width = typeof window === 'undefined' ? 0 : window.innerWidth;
const listeners = new Set<() => void>();

// One listener for the app's lifetime, so the width is current whenever a component starts reading it.
if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => {
    const next = window.innerWidth;
    if (next === width) return;
    width = next;
    listeners.forEach((listener) => listener());
  });
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/**
 * The SPEC.md section 9 breakpoint the viewport is in (`mobile`, `tablet`, ... `desktopLarge`). The breakpoint is
 * the store's value, not the width: a server-rendered page is `mobile` (width 0), and a phone hydrating it reads
 * `mobile` too, so React does not render the component again right after hydrating it (it does whenever the
 * value read while hydrating differs from the browser's), nor on a resize within the same breakpoint.
 */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => breakpointOf(width),
    () => breakpointOf(0),
  );
}
