import { useIsAuthenticated } from '@casino/session';
import type { ReactNode } from 'react';

/** Renders its children while a player is signed in; nothing for a visitor (nor while the account is loading). */
export function WhenSignedIn({ children }: { children: ReactNode }) {
  return useIsAuthenticated() ? children : null;
}
