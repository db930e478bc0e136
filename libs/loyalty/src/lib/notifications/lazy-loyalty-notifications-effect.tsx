import { lazy, Suspense } from 'react';

const Effect = lazy(() =>
  import('./loyalty-notifications-effect').then((module) => ({ default: module.LoyaltyNotificationsEffect })),
);

/** Loyalty notifications load after the first paint, so they add nothing to the entry bundle. */
export function LazyLoyaltyNotificationsEffect() {
  return (
    <Suspense fallback={null}>
      <Effect />
    </Suspense>
  );
}
