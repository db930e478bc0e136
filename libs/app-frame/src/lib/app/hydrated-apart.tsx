import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates apart from the rest. Why: `hydrateRoot` hydrates everything
 * outside a Suspense boundary in one task (about 100 ms here on `/`, four times that on a phone), during which a tap
 * waits; the content of a boundary the server completed is hydrated afterwards at offscreen priority, which React
 * renders in slices of a few milliseconds. A tap or key on a part not yet hydrated hydrates it at once and then
 * reaches it (React's selective hydration), so nothing waits for the whole page.
 *
 * Nothing in it suspends once the page's code has loaded (the router loads a route's code before it shows it), so
 * the empty fallback is never seen; a part that does load something shows its own fallback inside.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
