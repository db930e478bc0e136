import { useEffect, type ReactNode } from 'react';

/** Renders its children and calls `onHydrated` once React has taken over the server's HTML (its first commit). */
export function OnHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}
