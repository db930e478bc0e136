import * as v from 'valibot';
import { idSchema } from './envelope';
import { moneySchema } from './money';

/**
 * A bonus (not shown beyond "betting versus others", SPEC.md 4): what a real platform sends so the
 * profile can list, activate and remove it, with the wagering progress.
 */
export const bonusSchema = v.object({
  id: idSchema,
  /** `betting` for a betting bonus, anything else (e.g. `casino`) for the others. */
  type: v.string(),
  name: v.string(),
  status: v.string(),
  amount: moneySchema,
  wager: v.nullable(v.object({ required: moneySchema, wagered: moneySchema })),
  offer_id: v.nullable(idSchema),
  created_at: v.string(),
  expired_at: v.nullable(v.string()),
  activated_at: v.nullable(v.string()),
});
export type Bonus = v.InferOutput<typeof bonusSchema>;
export const isBettingBonus = (bonus: Pick<Bonus, 'type'>) => bonus.type === 'betting';

/** The answer of bonuses.activate: the bonus and the ids of bonuses burned to make room for it. */
export const bonusActivationSchema = v.object({
  result: v.number(),
  bonus: v.optional(bonusSchema),
  burned_bonus_ids: v.optional(v.array(idSchema)),
});
export type BonusActivation = v.InferOutput<typeof bonusActivationSchema>;

/** A free-spin pack (SPEC.md 3: game.sysname, remaining_count) with what a pack card shows. */
export const freespinPackSchema = v.object({
  id: idSchema,
  game: v.object({ sysname: v.string(), name: v.optional(v.string()), image_url: v.optional(v.string()) }),
  remaining_count: v.number(),
  total_count: v.optional(v.number()),
  bet: v.optional(v.number()),
  status: v.optional(v.string()),
  expired_at: v.optional(v.nullable(v.string())),
});
export type FreespinPack = v.InferOutput<typeof freespinPackSchema>;

/** Cashback statuses the spec has seen (SPEC.md 4); a real platform may send others. */
export const CASHBACK_STATUSES = ['active', 'paid_out'] as const;

/** A cashback (SPEC.md 3: id, status, receiving_expired_at, paid_out_at) with its amount and period. */
export const cashbackSchema = v.object({
  id: idSchema,
  status: v.string(),
  receiving_expired_at: v.nullable(v.string()),
  paid_out_at: v.nullable(v.string()),
  amount: v.optional(moneySchema),
  percent: v.optional(v.number()),
  created_at: v.optional(v.string()),
  end_date: v.optional(v.nullable(v.string())),
});
export type Cashback = v.InferOutput<typeof cashbackSchema>;

/** The answer of cashbacks.payout: what was paid and which cashbacks. */
export const cashbackPayoutSchema = v.object({
  result: v.number(),
  amount: v.optional(moneySchema),
  ids: v.optional(v.array(idSchema)),
});
export type CashbackPayout = v.InferOutput<typeof cashbackPayoutSchema>;
