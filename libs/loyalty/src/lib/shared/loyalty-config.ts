import * as v from 'valibot';

/** The loyalty texts and settings of the CMS `loyalty` single type, read from its loose document. */
export type LoyaltyConfig = {
  /** What the points are called ("Coins"); the platform's own alias is used when the CMS has none. */
  pointsAlias?: string;
  shopTitle?: string;
  /** The insufficient-funds text of the shop. */
  insufficientFunds?: string;
  /** How long a loyalty notification stays, in ms (SPEC.md 9: a content value in seconds). */
  notificationDurationMs: number;
  /** A sound played with each notification, at volume 0.5. */
  notificationSound?: string;
};

/** The shell's toast duration (SPEC.md 9), used when the CMS gives no notification duration. */
export const DEFAULT_NOTIFICATION_DURATION_MS = 5000;

const text = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()));
const seconds = v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.finite(), v.minValue(0.5));

const fields = {
  pointsAlias: text,
  shopTitle: text,
  insufficientFunds: text,
  notificationSound: text,
};

/** Reads each field on its own, so one malformed value does not drop the others. */
export function readLoyaltyConfig(document: Record<string, unknown> | undefined): LoyaltyConfig {
  const config: LoyaltyConfig = { notificationDurationMs: DEFAULT_NOTIFICATION_DURATION_MS };
  if (!document) return config;
  for (const [key, schema] of Object.entries(fields) as Array<[keyof typeof fields, typeof text]>) {
    const parsed = v.safeParse(schema, document[key]);
    if (parsed.success && parsed.output !== undefined) config[key] = parsed.output;
  }
  const duration = v.safeParse(seconds, document['notificationDurationSeconds']);
  if (duration.success) config.notificationDurationMs = Math.round(duration.output * 1000);
  return config;
}
