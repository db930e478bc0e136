import { Suspense, use } from 'react';
import { selectIsAuthenticated } from '../session-state/select-is-authenticated';
import { useIsAuthenticated } from '../session-state/use-is-authenticated';
import type { RootState } from '../store/create-store';

type Parts = typeof import('./parts');

let loaded: Parts | undefined;
let loading: Promise<Parts> | undefined;

function loadParts(): Promise<Parts> {
  loading ??= import('./parts').then((parts) => (loaded = parts));
  return loading;
}

/**
 * Loads the session hints and the session clock: with a page's state, when it is a signed-in player's, before a
 * server-rendered page is hydrated (nothing for a visitor's page); without, always (a server renderer, at its start).
 * Loaded, they render in the page's own pass, with no Suspense boundary between: React hydrates a boundary only after
 * the page's first commit, and a tap held until hydration (a hint's "Confirm") was replayed on it before and lost.
 */
export async function loadSignedInParts(state?: RootState): Promise<void> {
  if (!state || selectIsAuthenticated(state)) await loadParts();
}

function Part({ name }: { name: keyof Parts }) {
  const Component = use(loadParts())[name];
  return <Component />;
}

/** A part of the page only a signed-in player sees: its code (and its platform calls) never load for a visitor. */
function SignedInPart({ name }: { name: keyof Parts }) {
  if (!useIsAuthenticated()) return null;
  if (loaded) {
    const Component = loaded[name];
    return <Component />;
  }
  return (
    <Suspense fallback={null}>
      <Part name={name} />
    </Suspense>
  );
}

/** The hints of SPEC.md 4 at the top of the page content (see hints/session-hints). */
export const SessionHints = () => <SignedInPart name="SessionHints" />;

/** The session clock of responsible gaming in the header (see session-clock/session-clock). */
export const SessionClock = () => <SignedInPart name="SessionClock" />;
