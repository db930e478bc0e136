/** Where the player's last searches are kept on this device. */
export const RECENT_SEARCHES_KEY = 'gamehall.recentSearches';
export const RECENT_SEARCHES_LIMIT = 6;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The saved searches, newest first; anything unreadable counts as none. */
export function readRecentSearches(storage: KeyValueStorage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string').slice(0, RECENT_SEARCHES_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts a search first (once, whatever its case) and keeps the newest few. */
export function rememberSearch(storage: KeyValueStorage | undefined, query: string): string[] {
  const trimmed = query.trim();
  const current = readRecentSearches(storage);
  if (!trimmed) return current;
  const next = [trimmed, ...current.filter((item) => item.toLowerCase() !== trimmed.toLowerCase())].slice(0, RECENT_SEARCHES_LIMIT);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only costs the history.
  }
  return next;
}

export function clearRecentSearches(storage: KeyValueStorage | undefined): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** localStorage when the browser allows it. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
