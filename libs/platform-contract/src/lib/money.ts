import * as v from 'valibot';

/** A balance or amount as the platform sends it: a number with its ISO currency code. */
export const moneySchema = v.object({
  amount: v.number(),
  currency: v.string(),
});
export type Money = v.InferOutput<typeof moneySchema>;
