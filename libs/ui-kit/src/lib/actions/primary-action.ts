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
const listeners = new Set<() => void>();
const publish = (next: readonly Entry[]) => {
  entries = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => entries.at(-1)?.action;

/**
 * Declares the primary action while the component is mounted; the latest one declared (a dialog over a page) wins.
 * The page keeps its own button: a shell may offer the action in its own place too (the mini-app's Telegram Main
 * Button). Registered in an effect, so a server render declares nothing.
 */
export function usePrimaryAction(action: PrimaryAction | null): void {
  const [key] = useState(() => ({}));
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
}

/** The primary action declared last, for a shell that offers it in its own place; undefined when none is. */
export function useCurrentPrimaryAction(): PrimaryAction | undefined {
  return useSyncExternalStore(subscribe, current, () => undefined);
}
