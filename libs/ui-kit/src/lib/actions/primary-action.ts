import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/** The primary action of what the player looks at (a page or a dialog): the one thing it is there to do. */
export type PrimaryAction = {
  /** The action's words, as on the page's own button ("Deposit €50.00"). */
  label: string;
  onTrigger: () => void;
  disabled?: boolean;
  /** It is under way (the button shows progress). */
  busy?: boolean;
};

type Entry = { key: object; action: PrimaryAction };

let entries: readonly Entry[] = [];
/** How many shells offer the action in a place of their own right now (the mini-app's Main Button). */
let offerers = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const publish = (next: readonly Entry[]) => {
  entries = next;
  notify();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => entries.at(-1)?.action;

/**
 * Declares the primary action while the component is mounted; the latest one declared (a dialog over a page) wins.
 * A shell may offer it in a place of its own (the mini-app's Telegram Main Button): then the answer is true, and the
 * page hides its own button for this action, so the player never sees two. Registered in an effect, so a server
 * render declares nothing (and answers false: the page's button is rendered).
 */
export function usePrimaryAction(action: PrimaryAction | null): boolean {
  const [key] = useState(() => ({}));
  const offeredElsewhere = useSyncExternalStore(
    subscribe,
    () => offerers > 0 && entries.at(-1)?.key === key,
    () => false,
  );
  const { label, disabled = false, busy = false } = action ?? { label: '' };
  // The latest handler, without declaring the action anew on every render.
  const trigger = useRef(action?.onTrigger);
  useLayoutEffect(() => {
    trigger.current = action?.onTrigger;
  });
  const declared = action !== null;
  useEffect(() => {
    if (!declared) return undefined;
    const entry: Entry = { key, action: { label, disabled, busy, onTrigger: () => trigger.current?.() } };
    const at = entries.findIndex((item) => item.key === key);
    publish(at === -1 ? [...entries, entry] : entries.map((item, index) => (index === at ? entry : item)));
    return undefined;
  }, [busy, declared, disabled, key, label]);
  useEffect(() => () => publish(entries.filter((item) => item.key !== key)), [key]);
  useEffect(() => {
    if (!declared) publish(entries.filter((item) => item.key !== key));
  }, [declared, key]);
  return declared && offeredElsewhere;
}

/**
 * The primary action declared last, for a shell that offers it in its own place; undefined when none is. With
 * `offered` the shell says it shows the action now (its Main Button is there), and the page hides its own button.
 */
export function useCurrentPrimaryAction({ offered = false }: { offered?: boolean } = {}): PrimaryAction | undefined {
  useEffect(() => {
    if (!offered) return undefined;
    offerers += 1;
    notify();
    return () => {
      offerers -= 1;
      notify();
    };
  }, [offered]);
  return useSyncExternalStore(subscribe, current, () => undefined);
}
