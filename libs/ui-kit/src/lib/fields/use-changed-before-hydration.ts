import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * What a player typed or chose in a server-rendered field before React took the page over (a slow phone: the form is
 * on screen while the scripts are still on their way). React keeps it on screen while it hydrates, but the form's state
 * never heard of it, and its next render would put the old value back. `shown` reads the field as the page shows it at
 * the first commit; when that differs from `value` it is handed to `onChange` as the player's own change, one commit
 * later: a react-final-form field registers itself in an effect that runs after its children's and resets its value
 * there, so a change handed over at the first commit was lost. In a page rendered in the browser the field shows
 * `value` already: nothing happens.
 */
export function useChangedBeforeHydration<T>(shown: () => T | undefined, value: T, onChange: (changed: T) => void): void {
  const [changed, setChanged] = useState<{ value: T }>();
  useLayoutEffect(() => {
    const before = shown();
    // The render this asks for is the point: its commit comes after every effect of this one. It happens once, and
    // only when the player changed the field before hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (before !== undefined && before !== value) setChanged({ value: before });
    // The first commit only: later changes arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // React runs every effect of the first commit (the form's too) before it renders the update above.
    if (changed) onChange(changed.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changed]);
}
