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

/** Balance refresh settings (SPEC.md 3), configured in the content service's `common` single type. */
export const balanceRefreshSettingsSchema = v.object({
  /** The least time between two refreshes from the refresh button. */
  countSecondsForDelayBetweenClick: v.number(),
  isEnabledInterval: v.boolean(),
  countSecondsForInterval: v.number(),
  /** Stop the interval after a while without player activity. */
  isEnabledTurnOffRequests: v.boolean(),
  countMinutesAfterWhichRequestsTurnedOff: v.number(),
  /** The refresh button sends a request. */
  isEnabledRequestsAfterClick: v.boolean(),
});
export type BalanceRefreshSettings = v.InferOutput<typeof balanceRefreshSettingsSchema>;

/** SPEC.md 9: interval 10 s, 1 s between clicks, off after 5 min; every flag off except turn-off. */
export const DEFAULT_BALANCE_REFRESH_SETTINGS: BalanceRefreshSettings = {
  countSecondsForDelayBetweenClick: 1,
  isEnabledInterval: false,
  countSecondsForInterval: 10,
  isEnabledTurnOffRequests: true,
  countMinutesAfterWhichRequestsTurnedOff: 5,
  isEnabledRequestsAfterClick: false,
};

/** The pages whose SEO data is one CMS entry per kind of page, not one per item (SPEC.md 2.1). */
export type SeoPage = 'deposit' | 'game' | 'jackpots' | 'offers' | 'promotions' | 'tournaments';

/**
 * The SEO URL patterns (settings-seo `urlPatterns`): the CMS keeps one SEO entry under each pattern, and its texts
 * use the placeholder ('{sysname}', '{id}') as a replacement key filled from the visited URL.
 */
export const SEO_URL_PATTERNS = {
  deposit: '/cashier/deposit/{sysname}',
  game: '/game/{sysname}',
  jackpots: '/jackpots/{id}',
  offers: '/offers/{id}',
  promotions: '/promotions/{id}',
  tournaments: '/tournaments/{id}',
} as const satisfies Record<SeoPage, string>;

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
