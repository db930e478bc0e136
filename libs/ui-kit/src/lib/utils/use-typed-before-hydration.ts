import { useLayoutEffect, type RefObject } from 'react';

/**
 * What a player typed into a server-rendered input before React took the page over (a slow phone: the form is on
 * screen while the scripts are still on their way). React keeps it on screen while it hydrates, but the form's state
 * never heard of it and its next render would empty the field: the text is handed to `onChange` once, at the first
 * commit, as the player's own change. In a page rendered in the browser the input holds `value` already: nothing happens.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, value: string, onChange: (typed: string) => void): void {
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // The first commit only: later typing arrives as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
