import { useEffect, type ReactNode } from 'react';

/** Renders its children and calls `onHydrated` once React has taken over the page (its first commit, hydrated or rendered). */
export function OnHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}
