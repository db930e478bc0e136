import { lazy, Suspense } from 'react';
import type { SessionEffectsProps } from './session-effects';

const Effects = lazy(() => import('./session-effects').then((module) => ({ default: module.SessionEffects })));

/**
 * The session's side effects load after the first paint: none of them (idle timer, post-login popups, build
 * polling, the /hit beacon) is needed to show the page, and keeping them out of the entry keeps it small.
 */
export function LazySessionEffects(props: SessionEffectsProps) {
  return (
    <Suspense fallback={null}>
      <Effects {...props} />
    </Suspense>
  );
}
