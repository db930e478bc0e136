import { IconSprite } from '@casino/ui-kit';
import { Outlet } from 'react-router-dom';
import { ScrollEffect } from '../scroll/scroll-effect';

/** The root route's element: the icon sprite once for every page, scrolling (SPEC.md 2.3), then the locale branch. */
export function AppRoot() {
  return (
    <>
      <IconSprite />
      <ScrollEffect />
      <Outlet />
    </>
  );
}
