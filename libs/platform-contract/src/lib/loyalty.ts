import * as v from 'valibot';

/** A progress entry (SPEC.md 3): a level's point range and the experience it counts. */
export const progressEntrySchema = v.object({ minValue: v.number(), maxValue: v.number(), expCount: v.number() });
export type ProgressEntry = v.InferOutput<typeof progressEntrySchema>;

/** A loyalty character (not shown): the avatar a player picks. */
export const loyaltyCharacterSchema = v.object({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
  image: v.nullable(v.string()),
});
export type LoyaltyCharacter = v.InferOutput<typeof loyaltyCharacterSchema>;

/** Loyalty info (SPEC.md 3). */
export const loyaltyInfoSchema = v.object({
  id: v.union([v.number(), v.string()]),
  is_active: v.boolean(),
  points: v.number(),
  character: v.nullable(loyaltyCharacterSchema),
  levels: v.array(progressEntrySchema),
  pointsAlias: v.string(),
  uid: v.number(),
});
export type LoyaltyInfo = v.InferOutput<typeof loyaltyInfoSchema>;

/** A loyalty notification (SPEC.md 3). */
export const loyaltyNotificationSchema = v.object({
  trigger: v.string(),
  /** `credit` or another kind (SPEC.md 3). */
  type: v.string(),
  title: v.string(),
  message: v.string(),
  image: v.nullable(v.string()),
  amount: v.nullable(v.number()),
  amountType: v.nullable(v.string()),
});
export type LoyaltyNotification = v.InferOutput<typeof loyaltyNotificationSchema>;

/** Notices (SPEC.md 3): a loyalty list. */
export const noticesSchema = v.object({ loyalty: v.array(loyaltyNotificationSchema) });
export type Notices = v.InferOutput<typeof noticesSchema>;

/** A loyalty shop product (not shown). */
export const loyaltyProductSchema = v.object({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
  price: v.number(),
  image: v.nullable(v.string()),
  description: v.optional(v.nullable(v.string())),
  is_available: v.boolean(),
});
export type LoyaltyProduct = v.InferOutput<typeof loyaltyProductSchema>;

/** A loyalty programme (not shown): its sysname routes /loyalty/{sysname}. */
export const loyaltyProgramSchema = v.object({
  id: v.union([v.number(), v.string()]),
  sysname: v.string(),
  name: v.string(),
  description: v.optional(v.nullable(v.string())),
  levels: v.array(progressEntrySchema),
});
export type LoyaltyProgram = v.InferOutput<typeof loyaltyProgramSchema>;
