import { lazy, Suspense } from 'react';
import { useIsAuthenticated } from '../session-state/use-is-authenticated';

const Effects = lazy(() => import('./session-effects').then((module) => ({ default: module.SessionEffects })));

/**
 * The session's side effects (idle timer, post-login popups, balance refresh) load after the first paint, and only
 * while a player is signed in: each is about a player's session, so a visitor's page never downloads them (some
 * 3 kB gzip of a cold `/`). They load when the sign-in completes; the popups it queued wait in the store.
 */
export function LazySessionEffects() {
  if (!useIsAuthenticated()) return null;
  return (
    <Suspense fallback={null}>
      <Effects />
    </Suspense>
  );
}
