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
 * Loads the session hints and the session clock when the page is a signed-in player's, before a server-rendered page
 * is hydrated: they then hydrate with the page, as a tap on them (a hint's "Confirm") replayed at hydration finds them
 * ready; loaded later, the tap would be lost while their chunk is on its way. Nothing for a visitor's page.
 */
export async function loadSignedInParts(state: RootState): Promise<void> {
  if (selectIsAuthenticated(state)) await loadParts();
}

function Part({ name }: { name: keyof Parts }) {
  const Component = (loaded ?? use(loadParts()))[name];
  return <Component />;
}

/** A part of the page only a signed-in player sees: its code (and its platform calls) never load for a visitor. */
function SignedInPart({ name }: { name: keyof Parts }) {
  if (!useIsAuthenticated()) return null;
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
