/** What `keepForAWhile` stores: the caller's fields and when they were stored. */
export type Timestamped = Record<string, unknown> & { at: number };

/**
 * Stores `value` under `key` with the time it was stored, for `takeRecent` to read once, within a time limit: a flow
 * that leaves the site and comes back (a payment, a social sign-in) says where it started. Storage may be blocked
 * (private mode, cookie settings): nothing is stored then, and the caller's fallback applies.
 */
export function keepForAWhile(storage: Storage | undefined, key: string, value: Record<string, unknown>, now = Date.now()): void {
  try {
    storage?.setItem(key, JSON.stringify({ ...value, at: now }));
  } catch {
    // Blocked or full: `takeRecent` then finds nothing.
  }
}

/**
 * What `keepForAWhile` stored under `key`, once (the key is removed whatever it held), if stored at most `maxAgeMs`
 * ago and not in the future. Anything else (no JSON, no time, not an object) is nothing: anyone may write the
 * storage of a shared computer's browser, so the caller still checks each field it reads.
 */
export function takeRecent(storage: Storage | undefined, key: string, maxAgeMs: number, now = Date.now()): Timestamped | null {
  try {
    const raw = storage?.getItem(key) ?? null;
    storage?.removeItem(key);
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
    const { at } = stored as { at?: unknown };
    if (typeof at !== 'number' || !Number.isFinite(at) || at > now || now - at > maxAgeMs) return null;
    return stored as Timestamped;
  } catch {
    return null;
  }
}
