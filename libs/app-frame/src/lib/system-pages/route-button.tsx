import { useLocalizedPath } from '@casino/routing';
import { ButtonLink } from '@casino/ui-kit';
import type { ReactNode } from 'react';

/** The destinations of the system pages' buttons: routes without parameters. */
export type RouteButtonTarget = 'index' | 'gamehall.index' | 'support.index';

export type RouteButtonProps = {
  route: RouteButtonTarget;
  children: ReactNode;
  /** A full page load: after a fatal error the app must start afresh. */
  reload?: boolean;
};

/**
 * The one button of a system page (SPEC.md 2.6), leading to a named route in the page's language: a link that looks
 * like a button, so it works on the server-rendered page before the scripts have run (a blocked player's "Contact
 * support" tapped early did nothing) and opens in a new tab like any other way somewhere.
 */
export function RouteButton({ route, children, reload = false }: RouteButtonProps) {
  const path = useLocalizedPath()(route);
  return (
    <ButtonLink to={path} reloadDocument={reload}>
      {children}
    </ButtonLink>
  );
}
