import { Outlet } from 'react-router-dom';
import { ScrollEffect } from '../scroll/scroll-effect';

export type AppRootProps = {
  /** Hashes the guards read as commands (`#real`): no anchor to scroll to. */
  commandHashes: readonly string[];
};

/** The root route's element: scrolling (SPEC.md 2.3), then the locale branch. */
export function AppRoot({ commandHashes }: AppRootProps) {
  return (
    <>
      <ScrollEffect commandHashes={commandHashes} />
      <Outlet />
    </>
  );
}
