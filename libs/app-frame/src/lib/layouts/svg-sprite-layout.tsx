import { Outlet } from 'react-router-dom';

/**
 * The svg-sprite layout (SPEC.md 2.5) of the internal `/_icons` page: no site frame, only the page over the
 * icon sprite the root mounts once.
 */
export function SvgSpriteLayout() {
  return <Outlet />;
}
