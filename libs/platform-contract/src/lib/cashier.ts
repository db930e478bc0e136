import * as v from 'valibot';
import { idSchema } from './envelope';
import { moneySchema } from './money';

/**
 * The deposit limit (SPEC.md 3); the default period is none, i.e. null (section 9). With the responsible-gaming
 * extension (extensions/responsible-gaming.ts) it is the limit of the three periods that binds most now; `expired_at`
 * is when a raise or removal waiting out its cooling-off applies (null when none waits) and `can_edit` is false meanwhile.
 */
export const depositLimitSchema = v.object({
  available_amount: v.nullable(v.number()),
  can_edit: v.boolean(),
  expired_at: v.nullable(v.string()),
  limit_amount: v.nullable(v.number()),
  period: v.nullable(v.picklist(['day', 'week', 'month'])),
});
export type DepositLimit = v.InferOutput<typeof depositLimitSchema>;

/** The deposit being prepared (SPEC.md 3): method, amount, offer and requisites, with the limit. */
export const depositStateSchema = v.object({
  method: v.nullable(v.string()),
  amount: v.nullable(v.number()),
  campaign_offer_id: v.nullable(idSchema),
  requisites: v.record(v.string(), v.string()),
  limit: depositLimitSchema,
});
export type DepositState = v.InferOutput<typeof depositStateSchema>;

/** Deposit-amount presets per currency (SPEC.md 3). */
export const depositPresetsSchema = v.array(v.object({ currency: v.string(), amounts: v.array(v.number()) }));
export type DepositPresets = v.InferOutput<typeof depositPresetsSchema>;

export const CASHIER_HISTORY_TYPES = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export type CashierHistoryType = (typeof CASHIER_HISTORY_TYPES)[number];

/** A history item (SPEC.md 3): id, created_at, status and the amount with its currency. */
export const historyItemSchema = v.object({
  id: idSchema,
  type: v.optional(v.string()),
  created_at: v.string(),
  status: v.string(),
  amount: moneySchema,
  /** The payment method sysname (or the bonus kind), to tell rows apart. */
  method: v.optional(v.nullable(v.string())),
  /** The method's (or bonus kind's) name in the request's locale ("Visa / Mastercard", "Sports bonus"), to show. */
  method_name: v.optional(v.nullable(v.string())),
});
export type HistoryItem = v.InferOutput<typeof historyItemSchema>;

/** Deposit info (SPEC.md 3), read by the payment result pages. */
export const depositInfoSchema = v.object({
  id: idSchema,
  requisites: v.record(v.string(), v.unknown()),
  method: v.string(),
  type: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  amount: moneySchema,
  status: v.string(),
  domain: v.string(),
});
export type DepositInfo = v.InferOutput<typeof depositInfoSchema>;

/** A requisite a payment method asks for (not shown): name, input kind, whether required, a pattern. */
export const paymentFieldSchema = v.object({
  name: v.string(),
  /** The input kind: cardHolder, cardNumber, cpf, iban, bank, text... */
  type: v.string(),
  required: v.boolean(),
  pattern: v.optional(v.string()),
});
export type PaymentField = v.InferOutput<typeof paymentFieldSchema>;

/** A payment method of the cashier settings (not shown): what the cashier lists and validates against. */
export const paymentMethodSchema = v.object({
  sysname: v.string(),
  name: v.string(),
  image: v.nullable(v.string()),
  currency: v.string(),
  min_amount: v.number(),
  max_amount: v.number(),
  fields: v.array(paymentFieldSchema),
  /** Pay in a new window (the paynewwindow result page). */
  is_new_window: v.boolean(),
});
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

/** cashier.getdepositsettings (not shown): methods for the account currency, amount presets and the limit. */
export const depositSettingsSchema = v.object({
  currency: v.string(),
  methods: v.array(paymentMethodSchema),
  presets: depositPresetsSchema,
  limit: v.optional(depositLimitSchema),
});
export type DepositSettings = v.InferOutput<typeof depositSettingsSchema>;

/** cashier.getwithdrawsettings (not shown): methods, what can be withdrawn, daily limits and the KYC gate. */
export const withdrawSettingsSchema = v.object({
  currency: v.string(),
  methods: v.array(paymentMethodSchema),
  available_amount: moneySchema,
  limits: v.optional(v.object({ daily_amount: v.number(), daily_count: v.number() })),
  is_kyc_required: v.boolean(),
});
export type WithdrawSettings = v.InferOutput<typeof withdrawSettingsSchema>;

/** cashier.getbanks (not shown): banks a bank-transfer method offers. */
export const bankSchema = v.object({ id: idSchema, name: v.string(), code: v.optional(v.string()) });
export type Bank = v.InferOutput<typeof bankSchema>;

/**
 * cashier.makedeposit / makewithdrawal (not shown): the transaction and, for a deposit, where to pay.
 * `is_new_window` asks to open `redirect_url` in a new window.
 */
export const paymentResultSchema = v.object({
  id: idSchema,
  status: v.string(),
  method: v.optional(v.string()),
  amount: v.optional(moneySchema),
  redirect_url: v.optional(v.nullable(v.string())),
  is_new_window: v.optional(v.boolean()),
});
export type PaymentResult = v.InferOutput<typeof paymentResultSchema>;
