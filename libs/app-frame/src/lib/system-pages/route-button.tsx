import { useLocalizedPath } from '@casino/routing';
import { Button } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** The destinations of the system pages' buttons: routes without parameters. */
export type RouteButtonTarget = 'index' | 'gamehall.index' | 'support.index';

export type RouteButtonProps = {
  route: RouteButtonTarget;
  children: ReactNode;
  /** A full page load: after a fatal error the app must start afresh. */
  reload?: boolean;
};

/** The one button of a system page (SPEC.md 2.6), leading to a named route in the page's language. */
export function RouteButton({ route, children, reload = false }: RouteButtonProps) {
  const navigate = useNavigate();
  const path = useLocalizedPath()(route);
  const handleClick = () => (reload ? window.location.assign(path) : void navigate(path));
  return <Button onClick={handleClick}>{children}</Button>;
}
