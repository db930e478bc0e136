import * as v from 'valibot';

/** A contact of the player (SPEC.md 3). */
export const contactSchema = v.object({
  type: v.picklist(['email', 'phone']),
  contact: v.string(),
  is_confirmed: v.boolean(),
  is_subscribed: v.boolean(),
  phone_country_code: v.nullable(v.string()),
});
export type Contact = v.InferOutput<typeof contactSchema>;

/** An identity document; `cpf` is the Brazilian tax number some markets ask for. */
export const documentSchema = v.object({
  type: v.nullable(v.string()),
  number: v.nullable(v.string()),
  cpf: v.optional(v.nullable(v.string())),
});
export type IdentityDocument = v.InferOutput<typeof documentSchema>;

/** The player profile (SPEC.md 3). `contacts` and `document` come only when asked for with `fields`. */
export const profileSchema = v.object({
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  /** A number code the platform defines (not shown in the spec); null when not given. */
  sex: v.nullable(v.number()),
  birth_date: v.nullable(v.string()),
  document: v.optional(v.nullable(documentSchema)),
  country: v.nullable(v.string()),
  country_code: v.nullable(v.string()),
  region: v.nullable(v.string()),
  home_town: v.nullable(v.string()),
  address: v.nullable(v.string()),
  postcode: v.nullable(v.string()),
  contacts: v.optional(v.array(contactSchema)),
});
export type Profile = v.InferOutput<typeof profileSchema>;

/** account.getContactPhoneSettings (not shown): the dialling codes a phone contact may use and their input mask. */
export const contactPhoneSettingsSchema = v.object({
  default_country_code: v.nullable(v.string()),
  countries: v.array(v.object({ country_code: v.string(), phone_code: v.string(), mask: v.nullable(v.string()) })),
});
export type ContactPhoneSettings = v.InferOutput<typeof contactPhoneSettingsSchema>;

/**
 * account.getcurrencyrates (not shown): one unit of `base` (the asked currency, else the player's) is worth
 * `rates[code]` units of each available currency (`rates[base]` is 1), so an amount in `base` times rates[code] is
 * the amount in `code`.
 */
export const currencyRatesSchema = v.object({ base: v.string(), rates: v.record(v.string(), v.number()) });
export type CurrencyRates = v.InferOutput<typeof currencyRatesSchema>;

/** Account.getPersonalDataFields (not shown): which profile fields a step (profile, deposit, withdrawal) asks for. */
export const personalDataFieldSchema = v.object({
  name: v.string(),
  /** The validator kind of SPEC.md 5: name, date, sex, text, postcode, ... */
  type: v.string(),
  required: v.boolean(),
  /** A regular expression from the platform for custom validation (SPEC.md 5 "Custom"). */
  pattern: v.optional(v.string()),
});
export const personalDataFieldsSchema = v.object({ items: v.array(personalDataFieldSchema) });
export type PersonalDataField = v.InferOutput<typeof personalDataFieldSchema>;

/**
 * account.changeTwoFactorAuth (not shown): a code was sent; `enable` says whether confirming it will turn
 * two-factor on or off, `resend_time` when another code may be asked for (seconds).
 */
export const twoFactorSwitchSchema = v.object({
  result: v.number(),
  two_factor_auth: v.boolean(),
  enable: v.boolean(),
  resend_time: v.optional(v.number()),
});
export type TwoFactorSwitch = v.InferOutput<typeof twoFactorSwitchSchema>;

/** account.confirmTwoFactorAuth: the new two-factor state. */
export const twoFactorStateSchema = v.object({ result: v.number(), two_factor_auth: v.boolean() });
export type TwoFactorState = v.InferOutput<typeof twoFactorStateSchema>;

/** account.sendconfirmationtocontact: when another code may be asked for (seconds). */
export const resendTimeSchema = v.object({ result: v.number(), resend_time: v.optional(v.number()) });
export type ResendTime = v.InferOutput<typeof resendTimeSchema>;

/** Contact changes (add, confirm, subscription) answer with the contacts as they are now. */
export const contactsResultSchema = v.object({ result: v.number(), contacts: v.optional(v.array(contactSchema)) });
export type ContactsResult = v.InferOutput<typeof contactsResultSchema>;
