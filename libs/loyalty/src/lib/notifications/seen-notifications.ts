import type { LoyaltyNotification } from '@casino/platform-contract';

/** How many seen notifications are remembered per player: more than loyalty.getnotifications returns at once. */
export const SEEN_LIMIT = 100;

const storageKey = (uid: number) => `loyalty_notifications_seen:${uid}`;

/** A notification's identity: its id, or what it says and when for a platform that sends none. */
export const notificationKey = (notification: LoyaltyNotification) =>
  notification.id !== undefined ? `id:${notification.id}` : `at:${notification.created_at ?? ''}:${notification.trigger}:${notification.title}`;

/** Whether this browser has met the player before (it keeps a list for them, even an empty one). */
export function knowsPlayer(storage: Pick<Storage, 'getItem'> | undefined, uid: number): boolean {
  try {
    return storage?.getItem(storageKey(uid)) != null;
  } catch {
    return false;
  }
}

/** The notifications this browser already showed to the player. */
export function readSeen(storage: Pick<Storage, 'getItem'> | undefined, uid: number): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey(uid)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers the newest keys (up to SEEN_LIMIT); a full or blocked storage only means a card may show again. */
export function writeSeen(storage: Pick<Storage, 'setItem'> | undefined, uid: number, keys: Iterable<string>) {
  try {
    storage?.setItem(storageKey(uid), JSON.stringify([...keys].slice(-SEEN_LIMIT)));
  } catch {
    // Storage may be unavailable (private mode) or full.
  }
}

/** The notifications not shown yet, oldest first (the platform lists the newest first). */
export const unseenOf = (notifications: readonly LoyaltyNotification[], seen: ReadonlySet<string>) =>
  notifications.filter((notification) => !seen.has(notificationKey(notification))).reverse();
