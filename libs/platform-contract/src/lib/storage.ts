import * as v from 'valibot';

/** storage.get: the stored value of each asked key (null when never set). */
export const storageValuesSchema = v.record(v.string(), v.nullable(v.string()));
export type StorageValues = v.InferOutput<typeof storageValuesSchema>;

/** storage.getKeys: the keys the player has stored. */
export const storageKeysSchema = v.array(v.string());

/** The storage key that remembers the last cashback the player has seen (SPEC.md 7.2). */
export const ALREADY_SEEN_CASHBACK_KEY = 'already_seen_cashback_id';
