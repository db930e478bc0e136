import { useIsAuthenticated } from '@casino/session';
import { lazy, Suspense } from 'react';

const Effects = lazy(() => import('./responsible-game-effects').then((module) => ({ default: module.ResponsibleGameEffects })));

/**
 * The reality check and the session-time limit concern a signed-in player only: their code (and the responsible-gaming
 * schemas and texts it pulls in) loads once a player is signed in, never with a visitor's first page or the entry.
 */
export function LazyResponsibleGameEffects() {
  const signedIn = useIsAuthenticated();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <Effects />
    </Suspense>
  );
}
