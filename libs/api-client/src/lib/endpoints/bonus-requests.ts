import { bonusActivationSchema, bonusSchema, pagedItemsOf, resultSchema } from '@casino/platform-contract';
import type { PlatformRequest } from '../transport/platform-base-query';
import type { ListQuery } from './list-query';

export type BonusIdArgs = { bonus_id: number | string };

/**
 * The requests of a kind of bonus: casino bonuses (`bonuses.*`) and sport bonuses (`BettingBonuses.*`) are listed,
 * activated and removed alike.
 */
export function bonusRequests(namespace: 'bonuses' | 'BettingBonuses') {
  return {
    list: (args: ListQuery | void): PlatformRequest => ({
      method: `${namespace}.get`,
      params: { count: args?.count, offset: args?.offset, fields: args?.fields, status: args?.status },
      schema: pagedItemsOf(bonusSchema),
    }),
    activate: ({ bonus_id }: BonusIdArgs): PlatformRequest => ({ method: `${namespace}.activate`, body: { bonus_id }, schema: bonusActivationSchema }),
    remove: ({ bonus_id }: BonusIdArgs): PlatformRequest => ({ method: `${namespace}.remove`, body: { bonus_id }, schema: resultSchema }),
  };
}
