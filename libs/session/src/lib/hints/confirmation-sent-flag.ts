/** The local flag of SPEC.md 4, per login so another account in the same browser still sees its hint. */
export const CONFIRMATION_SENT_STORAGE_KEY = 'confirmation_sent_for';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): FlagStorage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // Storage can be blocked (private mode, cookie settings).
  }
};

/** Logins marked while storage could not be written: the hint still stays away on this page. */
const markedWithoutStorage = new Set<string>();
const listeners = new Set<() => void>();

export function isConfirmationSent(login: string | null | undefined, storage = browserStorage()): boolean {
  if (!login) return false;
  if (markedWithoutStorage.has(login)) return true;
  try {
    return storage?.getItem(CONFIRMATION_SENT_STORAGE_KEY) === login;
  } catch {
    return false;
  }
}

/** Sets the flag and tells every subscriber, so a confirm hint on screen hides at once whoever sent the confirmation. */
export function markConfirmationSent(login: string, storage = browserStorage()): void {
  try {
    if (!storage) throw new Error('No storage');
    storage.setItem(CONFIRMATION_SENT_STORAGE_KEY, login);
  } catch {
    markedWithoutStorage.add(login);
  }
  listeners.forEach((listener) => listener());
}

/**
 * Calls `listener` whenever the flag may have changed: marked on this page, or written by another tab (the
 * `storage` event). Made for `useSyncExternalStore`; returns the unsubscribe function.
 */
export function subscribeToConfirmationSent(listener: () => void): () => void {
  listeners.add(listener);
  const handleStorage = (event: StorageEvent) => {
    if (event.key === CONFIRMATION_SENT_STORAGE_KEY || event.key === null) listener();
  };
  const target = typeof window === 'undefined' ? undefined : window;
  target?.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    target?.removeEventListener('storage', handleStorage);
  };
}
