import * as v from 'valibot';

/** The deposit limit (SPEC.md 3); the default period is none, i.e. null (section 9). */
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
  campaign_offer_id: v.nullable(v.number()),
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
  id: v.union([v.number(), v.string()]),
  created_at: v.string(),
  status: v.string(),
  amount: v.number(),
  currency: v.string(),
  /** The payment method sysname (not shown), to name the method in the list. */
  method: v.optional(v.nullable(v.string())),
});
export type HistoryItem = v.InferOutput<typeof historyItemSchema>;

/** Deposit info (SPEC.md 3), read by the payment result pages. */
export const depositInfoSchema = v.object({
  id: v.union([v.number(), v.string()]),
  requisites: v.record(v.string(), v.string()),
  method: v.string(),
  type: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  amount: v.number(),
  status: v.string(),
  domain: v.string(),
  currency: v.optional(v.string()),
});
export type DepositInfo = v.InferOutput<typeof depositInfoSchema>;

/** A field a payment method asks for (not shown): its name, input type, whether required and an optional pattern. */
export const paymentFieldSchema = v.object({
  name: v.string(),
  type: v.picklist(['text', 'number', 'select', 'phone', 'email', 'card', 'bank']),
  is_required: v.boolean(),
  pattern: v.optional(v.nullable(v.string())),
  options: v.optional(v.array(v.object({ value: v.string(), title: v.string() }))),
});
export type PaymentField = v.InferOutput<typeof paymentFieldSchema>;

/** A payment method of the deposit or withdrawal settings (not shown): what the cashier lists and validates against. */
export const paymentMethodSchema = v.object({
  sysname: v.string(),
  title: v.string(),
  image_url: v.nullable(v.string()),
  currency: v.string(),
  min_amount: v.number(),
  max_amount: v.number(),
  fields: v.array(paymentFieldSchema),
});
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

/** cashier.getdepositsettings / getwithdrawsettings (not shown): the methods and the amount presets. */
export const cashierSettingsSchema = v.object({
  methods: v.array(paymentMethodSchema),
  presets: depositPresetsSchema,
});
export type CashierSettings = v.InferOutput<typeof cashierSettingsSchema>;

/** cashier.getbanks (not shown): banks a bank-transfer method offers. */
export const bankSchema = v.object({ id: v.union([v.number(), v.string()]), name: v.string() });
export type Bank = v.InferOutput<typeof bankSchema>;

/**
 * cashier.makedeposit / makewithdrawal (not shown): the transaction and, for a redirect method, where to pay.
 * `redirect_url` null means the payment is done (or pending) without leaving the site.
 */
export const paymentResultSchema = v.object({
  id: v.union([v.number(), v.string()]),
  status: v.string(),
  redirect_url: v.optional(v.nullable(v.string())),
  /** Open the payment page in a new window (the paynewwindow result page). */
  new_window: v.optional(v.boolean()),
});
export type PaymentResult = v.InferOutput<typeof paymentResultSchema>;
