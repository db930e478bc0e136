import { lazy, Suspense } from 'react';

const Effects = lazy(() => import('./session-effects').then((module) => ({ default: module.SessionEffects })));

/**
 * The session's side effects load after the first paint: none of them (idle timer, post-login popups, balance
 * refresh) is needed to show the page, and keeping them out of the entry keeps it small.
 */
export function LazySessionEffects() {
  return (
    <Suspense fallback={null}>
      <Effects />
    </Suspense>
  );
}
