import * as v from 'valibot';
import { commaList, MESSAGES, numericId, optionalText, paging, requiredText } from './fields';

export const bannersGetQuerySchema = v.object({ ...paging(10), fields: commaList });

const bonusStatus = v.pipe(
  commaList,
  v.check((list) => list.every((status) => ['available', 'active', 'wagered', 'expired', 'removed'].includes(status)), MESSAGES.wrongField),
);
export const bonusesGetQuerySchema = v.object({ ...paging(20), fields: commaList, status: bonusStatus });
export const bonusIdBodySchema = v.object({ bonus_id: numericId });

export const activateOfferBodySchema = v.object({ promo_code: requiredText, fields: commaList });
export const checkPromocodeBodySchema = v.object({ promo_code: requiredText });
export const takePromotionsBodySchema = v.object({ offer_id: numericId });
export const getOffersQuerySchema = v.object({ ...paging(50), fields: commaList, action: optionalText });

export const cashbacksGetQuerySchema = v.object({
  ...paging(20),
  sort: v.optional(v.nullable(v.picklist(['end_date', 'created_at', 'amount'], MESSAGES.wrongField)), 'end_date'),
  order: v.optional(v.nullable(v.picklist(['asc', 'desc'], MESSAGES.wrongField)), 'desc'),
  statuses: v.pipe(commaList, v.check((list) => list.every((status) => ['active', 'paid_out', 'removed', 'expired'].includes(status)), MESSAGES.wrongField)),
  fields: commaList,
});
export const cashbacksPayoutBodySchema = v.object({ cashback_id: v.optional(v.nullable(v.union([v.string(), v.number()]))) });

export const freespinsGetQuerySchema = v.object({
  ...paging(99, 99),
  fields: commaList,
  status: v.optional(v.nullable(v.picklist(['active', 'used', 'expired'], MESSAGES.wrongField)), 'active'),
});
