import { nanoid } from '@reduxjs/toolkit';

export const TRACK_ID_STORAGE_KEY = 'track_id';

type TrackIdStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): TrackIdStorage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The browser's stable random id: read from local storage, created and stored on the first visit. When
 * storage is blocked the id lives for this page only (a fresh one each visit is all that can be done).
 */
export function readTrackId(storage: TrackIdStorage | undefined = browserStorage(), createId: () => string = nanoid): string {
  try {
    const stored = storage?.getItem(TRACK_ID_STORAGE_KEY);
    if (stored) return stored;
    const id = createId();
    storage?.setItem(TRACK_ID_STORAGE_KEY, id);
    return id;
  } catch {
    return createId();
  }
}
