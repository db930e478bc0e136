import * as v from 'valibot';

/** A locale entry (SPEC.md 3). */
export const localeEntrySchema = v.object({
  name: v.string(),
  code: v.string(),
  language: v.string(),
  direction: v.picklist(['ltr', 'rtl']),
  icon: v.string(),
  isDefault: v.boolean(),
});
export type LocaleEntry = v.InferOutput<typeof localeEntrySchema>;

/** A redirect pair (SPEC.md 3 and 2.4): `*` is allowed in from_url; an absolute to_url is an external redirect. */
export const redirectSchema = v.object({ from_url: v.string(), to_url: v.string() });
export type Redirect = v.InferOutput<typeof redirectSchema>;

/**
 * metadata.get (fields not shown in the spec): the server-side redirect lookup of SPEC.md 2.4 step 5 for
 * the `url` asked about, plus the page's title and description a real platform sends for SEO.
 */
export const metadataSchema = v.object({
  redirect: v.nullable(redirectSchema),
  title: v.optional(v.nullable(v.string())),
  description: v.optional(v.nullable(v.string())),
});
export type Metadata = v.InferOutput<typeof metadataSchema>;

/** A custom code snippet injected at head, bodyStart or bodyEnd (SPEC.md 2.8 and 3). */
export const customCodeSnippetSchema = v.object({
  isEnabled: v.boolean(),
  position: v.picklist(['head', 'bodyStart', 'bodyEnd']),
  code: v.string(),
});
export type CustomCodeSnippet = v.InferOutput<typeof customCodeSnippetSchema>;

/** Balance refresh settings (SPEC.md 3; defaults in section 9 live in `session`). */
export const balanceRefreshSettingsSchema = v.object({
  countSecondsForDelayBetweenClick: v.number(),
  isEnabledInterval: v.boolean(),
  countSecondsForInterval: v.number(),
  isEnabledTurnOffRequests: v.boolean(),
  countMinutesAfterWhichRequestsTurnedOff: v.number(),
  isEnabledRequestsAfterClick: v.boolean(),
});
export type BalanceRefreshSettings = v.InferOutput<typeof balanceRefreshSettingsSchema>;

/** Registration config flags and types (SPEC.md 3). */
export const REGISTRATION_TYPES = ['social', 'form', 'fast'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
export const registrationConfigFlagsSchema = v.object({
  confirmEmailPopup: v.boolean(),
  showCharacterSelect: v.boolean(),
  showPromocode: v.boolean(),
  terms: v.boolean(),
  notify: v.boolean(),
  markBetting: v.boolean(),
});
export type RegistrationConfigFlags = v.InferOutput<typeof registrationConfigFlagsSchema>;
