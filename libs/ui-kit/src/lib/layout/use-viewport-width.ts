import { useSyncExternalStore } from 'react';
import { breakpointOf, type Breakpoint } from '../../styles/breakpoints';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The viewport width in px, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 0,
  );
}

/** The SPEC.md section 9 breakpoint the viewport is in (`mobile`, `tablet`, ... `desktopLarge`). */
export function useBreakpoint(): Breakpoint {
  return breakpointOf(useViewportWidth());
}
