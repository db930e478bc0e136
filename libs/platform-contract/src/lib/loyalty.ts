import * as v from 'valibot';
import { idSchema } from './envelope';

/** A progress entry (SPEC.md 3): a level's point range and the experience counted in it. */
export const progressEntrySchema = v.object({ minValue: v.number(), maxValue: v.number(), expCount: v.number() });
export type ProgressEntry = v.InferOutput<typeof progressEntrySchema>;

/** A loyalty level: its progress entry plus a title, an image and whether the player is on it (not shown). */
export const loyaltyLevelSchema = v.object({
  ...progressEntrySchema.entries,
  id: idSchema,
  title: v.string(),
  image: v.nullable(v.string()),
  is_current: v.boolean(),
});
export type LoyaltyLevel = v.InferOutput<typeof loyaltyLevelSchema>;

/** A loyalty character (not shown): the avatar a player picks. */
export const loyaltyCharacterSchema = v.object({ id: idSchema, name: v.string(), image: v.nullable(v.string()) });
export type LoyaltyCharacter = v.InferOutput<typeof loyaltyCharacterSchema>;

/** Loyalty info (SPEC.md 3: id, is_active, points, character, levels, pointsAlias, uid) with experience and level. */
export const loyaltyInfoSchema = v.object({
  id: idSchema,
  is_active: v.boolean(),
  points: v.number(),
  exp: v.optional(v.number()),
  level: v.optional(idSchema),
  character: v.nullable(loyaltyCharacterSchema),
  levels: v.array(loyaltyLevelSchema),
  pointsAlias: v.string(),
  uid: v.number(),
});
export type LoyaltyInfo = v.InferOutput<typeof loyaltyInfoSchema>;

/** A loyalty notification (SPEC.md 3). */
export const loyaltyNotificationSchema = v.object({
  id: v.optional(idSchema),
  trigger: v.string(),
  /** `credit` or another kind (SPEC.md 3). */
  type: v.string(),
  title: v.string(),
  message: v.string(),
  image: v.nullable(v.string()),
  amount: v.nullable(v.number()),
  amountType: v.nullable(v.string()),
  created_at: v.optional(v.string()),
});
export type LoyaltyNotification = v.InferOutput<typeof loyaltyNotificationSchema>;

/** Notices (SPEC.md 3): a loyalty list. */
export const noticesSchema = v.object({ loyalty: v.array(loyaltyNotificationSchema) });
export type Notices = v.InferOutput<typeof noticesSchema>;

/** A loyalty shop product (not shown): what it costs in points, what it gives and whether the player can buy it. */
export const loyaltyProductSchema = v.object({
  id: idSchema,
  title: v.string(),
  image: v.nullable(v.string()),
  price: v.number(),
  type: v.string(),
  value: v.number(),
  min_level: v.optional(v.number()),
  is_available: v.boolean(),
});
export type LoyaltyProduct = v.InferOutput<typeof loyaltyProductSchema>;

/** A loyalty programme (not shown). */
export const loyaltyProgramSchema = v.object({
  id: idSchema,
  title: v.string(),
  pointsAlias: v.string(),
  levels: v.array(v.object({ id: idSchema, title: v.string(), image: v.nullable(v.string()), minValue: v.number(), maxValue: v.number() })),
  is_active: v.boolean(),
});
export type LoyaltyProgram = v.InferOutput<typeof loyaltyProgramSchema>;

/** loyalty.buyproduct: the points left and the updated loyalty info. */
export const loyaltyPurchaseSchema = v.object({
  result: v.number(),
  product_id: v.optional(idSchema),
  points: v.optional(v.number()),
  info: v.optional(loyaltyInfoSchema),
});
export type LoyaltyPurchase = v.InferOutput<typeof loyaltyPurchaseSchema>;
