import * as v from 'valibot';
import { moneySchema } from './money';

/**
 * A description object of banners, offers, jackpots and tournaments (SPEC.md 3): free keys such as title,
 * text and image names, remapped through the configured image-name mapping (cms-client).
 */
export const descriptionSchema = v.record(v.string(), v.unknown());
export type Description = v.InferOutput<typeof descriptionSchema>;

/** An offer (SPEC.md 3). Deposit offers are kept when the user satisfies the trigger params or is a visitor (section 6). */
export const offerSchema = v.object({
  id: v.union([v.number(), v.string()]),
  trigger: v.object({
    action: v.string(),
    params: v.object({ exclude_methods: v.optional(v.array(v.string())) }),
    user_satisfies_params: v.boolean(),
  }),
  description: descriptionSchema,
  promotions: v.array(v.record(v.string(), v.unknown())),
});
export type Offer = v.InferOutput<typeof offerSchema>;

/** A banner (SPEC.md 3): id, end time and a description with its position. */
export const bannerSchema = v.object({
  id: v.union([v.number(), v.string()]),
  finished_at: v.nullable(v.string()),
  description: v.looseObject({ position: v.optional(v.union([v.string(), v.number()])) }),
});
export type Banner = v.InferOutput<typeof bannerSchema>;

/** The sign-in / sign-up banner slot (SPEC.md 3). */
export const bannerAuthSchema = v.object({
  isExist: v.boolean(),
  label: v.nullable(v.string()),
  value: v.nullable(v.string()),
  addition: v.nullable(v.string()),
  image_360_520: v.nullable(v.string()),
  image_735_240: v.nullable(v.string()),
});
export type BannerAuth = v.InferOutput<typeof bannerAuthSchema>;

/** The menu banner slot (SPEC.md 3): a signed-in variant and a public (visitor) variant of each field. */
export const bannerMenuSchema = v.object({
  title: v.nullable(v.string()),
  subtitle: v.nullable(v.string()),
  buttonTitle: v.nullable(v.string()),
  buttonSlug: v.nullable(v.string()),
  image: v.nullable(v.string()),
  publicTitle: v.nullable(v.string()),
  publicSubtitle: v.nullable(v.string()),
  publicButtonTitle: v.nullable(v.string()),
  publicButtonSlug: v.nullable(v.string()),
  publicImage: v.nullable(v.string()),
});
export type BannerMenu = v.InferOutput<typeof bannerMenuSchema>;

export const bannerSlotsSchema = v.object({ bannerAuth: bannerAuthSchema, bannerMenu: bannerMenuSchema });
export type BannerSlots = v.InferOutput<typeof bannerSlotsSchema>;

/** campaigns.activateOffer / checkPromocode (not shown): the offer a promo code unlocked. */
export const promoCodeResultSchema = v.object({
  offer_id: v.nullable(v.union([v.number(), v.string()])),
  description: v.optional(descriptionSchema),
});
export type PromoCodeResult = v.InferOutput<typeof promoCodeResultSchema>;

/** A jackpot (not shown): its current amount and a description. Jackpots.get answers a plain list (SPEC.md 3). */
export const jackpotSchema = v.object({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
  amount: moneySchema,
  description: descriptionSchema,
  games: v.optional(v.array(v.string())),
});
export type Jackpot = v.InferOutput<typeof jackpotSchema>;

/** A jackpot or game winner (not shown): who, what and when, as the winners list shows it. */
export const winnerSchema = v.object({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
  amount: moneySchema,
  game: v.object({ sysname: v.string(), name: v.string() }),
  won_at: v.string(),
  jackpot_id: v.optional(v.nullable(v.union([v.number(), v.string()]))),
});
export type Winner = v.InferOutput<typeof winnerSchema>;

/** A tournament (not shown): its period, prize fund, games and whether the player takes part. */
export const tournamentSchema = v.object({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
  status: v.string(),
  started_at: v.string(),
  finished_at: v.string(),
  prize_fund: v.nullable(moneySchema),
  is_participant: v.boolean(),
  games: v.optional(v.array(v.string())),
  description: descriptionSchema,
});
export type Tournament = v.InferOutput<typeof tournamentSchema>;

/** A leaderboard row (not shown). */
export const leaderboardEntrySchema = v.object({
  position: v.number(),
  name: v.string(),
  points: v.number(),
  prize: v.optional(v.nullable(v.string())),
  is_current_user: v.optional(v.boolean()),
});
export type LeaderboardEntry = v.InferOutput<typeof leaderboardEntrySchema>;
export const leaderboardSchema = v.object({ items: v.array(leaderboardEntrySchema), count: v.number() });
export type Leaderboard = v.InferOutput<typeof leaderboardSchema>;

/** A campaign popup of popups.get (not shown): what the post-login queue opens. */
export const campaignPopupSchema = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  description: descriptionSchema,
  offer_id: v.optional(v.nullable(v.union([v.number(), v.string()]))),
});
export type CampaignPopup = v.InferOutput<typeof campaignPopupSchema>;
