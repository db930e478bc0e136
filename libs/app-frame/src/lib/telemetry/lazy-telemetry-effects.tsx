import { lazy, Suspense } from 'react';

const Effects = lazy(() => import('./telemetry-effects').then((module) => ({ default: module.TelemetryEffects })));

/** The telemetry loads after the first paint: no page needs it to show, and the entry stays small. */
export function LazyTelemetryEffects() {
  return (
    <Suspense fallback={null}>
      <Effects />
    </Suspense>
  );
}
