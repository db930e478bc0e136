import * as v from 'valibot';
import { moneySchema } from './money';

/**
 * A bonus (not shown beyond "betting versus others", SPEC.md 4): what a real platform sends so the
 * profile can list, activate and remove it.
 */
export const bonusSchema = v.object({
  id: v.union([v.number(), v.string()]),
  type: v.string(),
  status: v.string(),
  title: v.string(),
  amount: v.nullable(moneySchema),
  wager: v.optional(v.nullable(v.object({ required: v.number(), completed: v.number() }))),
  expired_at: v.nullable(v.string()),
  description: v.optional(v.record(v.string(), v.unknown())),
});
export type Bonus = v.InferOutput<typeof bonusSchema>;
export const isBettingBonus = (bonus: Pick<Bonus, 'type'>) => bonus.type === 'betting';

/** A free-spin pack (SPEC.md 3): the game it is for and the spins left. */
export const freespinPackSchema = v.object({
  id: v.optional(v.union([v.number(), v.string()])),
  game: v.object({ sysname: v.string(), name: v.optional(v.string()) }),
  remaining_count: v.number(),
  expired_at: v.optional(v.nullable(v.string())),
});
export type FreespinPack = v.InferOutput<typeof freespinPackSchema>;

/** Cashback statuses the spec has seen (SPEC.md 4); a real platform may send others. */
export const CASHBACK_STATUSES = ['active', 'paid_out'] as const;

/** A cashback (SPEC.md 3); amount and period are what a real platform adds to show it. */
export const cashbackSchema = v.object({
  id: v.union([v.number(), v.string()]),
  status: v.string(),
  receiving_expired_at: v.nullable(v.string()),
  paid_out_at: v.nullable(v.string()),
  amount: v.optional(v.nullable(moneySchema)),
  end_date: v.optional(v.nullable(v.string())),
});
export type Cashback = v.InferOutput<typeof cashbackSchema>;
