import * as v from 'valibot';
import { idSchema } from './envelope';
import { moneySchema } from './money';

/**
 * A description object of banners, offers, jackpots and tournaments (SPEC.md 3): free keys such as title,
 * text and image names (img_288_192, ...), remapped through the configured image-name mapping (cms-client).
 */
export const descriptionSchema = v.record(v.string(), v.unknown());
export type Description = v.InferOutput<typeof descriptionSchema>;

/** An offer (SPEC.md 3). Deposit offers are kept when the user satisfies the trigger params or is a visitor (section 6). */
export const offerSchema = v.object({
  id: idSchema,
  trigger: v.object({
    action: v.string(),
    params: v.looseObject({ exclude_methods: v.optional(v.array(v.string())), min_amount: v.optional(v.number()) }),
    user_satisfies_params: v.boolean(),
  }),
  description: descriptionSchema,
  promotions: v.array(v.record(v.string(), v.unknown())),
  has_promo_code: v.optional(v.boolean()),
  started_at: v.optional(v.nullable(v.string())),
  finished_at: v.optional(v.nullable(v.string())),
});
export type Offer = v.InferOutput<typeof offerSchema>;

/**
 * SPEC.md 6, the one rule for every list of offers (promotions, home, deposit, quick deposit): an offer with the
 * deposit action is shown to a visitor, and to a signed-in player only when the player satisfies its trigger params
 * (the first-deposit package is gone once the player has deposited). Other offers are always shown.
 */
export function isOfferShown(offer: Pick<Offer, 'trigger'>, signedIn: boolean): boolean {
  if (offer.trigger.action !== 'deposit') return true;
  return !signedIn || offer.trigger.user_satisfies_params;
}

/** A banner (SPEC.md 3): id, end time and a description with its position. */
export const bannerSchema = v.object({
  id: idSchema,
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

/**
 * campaigns.checkPromocode / activateOffer: the offer the promo code unlocks. `status` (activation only):
 * `activated` when granted now, `taken` when it waits for the next deposit.
 */
export const promoCodeResultSchema = v.object({
  result: v.number(),
  status: v.optional(v.string()),
  offer: offerSchema,
});
export type PromoCodeResult = v.InferOutput<typeof promoCodeResultSchema>;

/** A jackpot (not shown): its growing amount and a description. Jackpots.get answers a plain list (SPEC.md 3). */
export const jackpotSchema = v.object({
  id: idSchema,
  sysname: v.optional(v.string()),
  name: v.string(),
  amount: moneySchema,
  growth_per_hour: v.optional(v.number()),
  description: descriptionSchema,
});
export type Jackpot = v.InferOutput<typeof jackpotSchema>;

/** A jackpot winner (not shown): who, which jackpot, on which game, how much and when. */
export const winnerSchema = v.object({
  id: idSchema,
  jackpot: v.optional(v.nullable(v.object({ id: idSchema, name: v.string() }))),
  fakename: v.string(),
  game: v.object({ sysname: v.string(), name: v.string(), image_url: v.optional(v.string()) }),
  amount: moneySchema,
  won_at: v.string(),
});
export type Winner = v.InferOutput<typeof winnerSchema>;

export const TOURNAMENT_STATUSES = ['upcoming', 'active', 'finished'] as const;

/** A tournament (not shown): period, prize pool and places, and the player's own standing. Its name is description.title. */
export const tournamentSchema = v.object({
  id: idSchema,
  status: v.picklist(TOURNAMENT_STATUSES),
  started_at: v.string(),
  finished_at: v.string(),
  prize_pool: moneySchema,
  min_bet: v.optional(moneySchema),
  category: v.optional(v.nullable(v.string())),
  prizes: v.array(v.object({ place: v.number(), amount: moneySchema })),
  players_count: v.number(),
  is_participant: v.boolean(),
  my_result: v.nullable(v.object({ place: v.number(), score: v.number() })),
  description: descriptionSchema,
});
export type Tournament = v.InferOutput<typeof tournamentSchema>;

/** A leaderboard row (not shown). */
export const leaderboardEntrySchema = v.object({
  place: v.number(),
  fakename: v.string(),
  score: v.number(),
  prize: v.nullable(moneySchema),
  is_me: v.boolean(),
});
export type LeaderboardEntry = v.InferOutput<typeof leaderboardEntrySchema>;
export const leaderboardSchema = v.object({
  tournament_id: idSchema,
  items: v.array(leaderboardEntrySchema),
  total: v.number(),
});
export type Leaderboard = v.InferOutput<typeof leaderboardSchema>;

/** A campaign popup of popups.get (not shown): what the post-login queue opens. */
export const campaignPopupSchema = v.object({
  id: idSchema,
  title: v.string(),
  description: descriptionSchema,
  offer_id: v.optional(v.nullable(idSchema)),
});
export type CampaignPopup = v.InferOutput<typeof campaignPopupSchema>;
