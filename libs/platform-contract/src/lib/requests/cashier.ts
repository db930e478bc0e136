import * as v from 'valibot';
import { commaList, jsonObject, MESSAGES, moneyAmount, numericId, optionalText, optionalWholeNumber, paging, requiredText } from './fields';

/** cashier.makedeposit: a method sysname, an amount in major units, an optional offer and requisites (JSON). */
export const makeDepositBodySchema = v.object({
  method: requiredText,
  amount: moneyAmount,
  campaign_offer_id: optionalWholeNumber,
  requisites: jsonObject,
  return_locale: optionalText,
});

export const makeWithdrawalBodySchema = v.object({
  method: requiredText,
  amount: moneyAmount,
  requisites: jsonObject,
});

export const cancelWithdrawalBodySchema = v.object({ id: numericId });
export const getBanksQuerySchema = v.object({ method: optionalText, country_code: optionalText });
export const getDepositInfoQuerySchema = v.object({ id: numericId });

export const HISTORY_TYPES = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export const cashierHistoryQuerySchema = v.object({
  ...paging(4),
  type: v.optional(v.nullable(v.picklist(HISTORY_TYPES, MESSAGES.wrongField)), 'deposit'),
  statuses: v.pipe(
    commaList,
    v.check((list) => list.every((status) => ['pending', 'success', 'failed', 'canceled', 'active', 'paid_out', 'wagered', 'expired', 'removed', 'available'].includes(status)), MESSAGES.wrongField),
  ),
});
