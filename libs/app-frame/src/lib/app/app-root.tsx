import { Outlet } from 'react-router-dom';
import { ScrollEffect } from '../scroll/scroll-effect';

/** The root route's element: scrolling (SPEC.md 2.3), then the locale branch. */
export function AppRoot() {
  return (
    <>
      <ScrollEffect />
      <Outlet />
    </>
  );
}
