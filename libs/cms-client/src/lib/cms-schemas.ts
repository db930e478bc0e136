import {
  balanceRefreshSettingsSchema,
  bannerAuthSchema,
  bannerMenuSchema,
  customCodeSnippetSchema,
  redirectSchema,
  registrationConfigFlagsSchema,
} from '@casino/platform-contract';
import * as v from 'valibot';

/** A Strapi v5 document: flat attributes beside `id` and `documentId`; fields the site does not read pass through. */
export const cmsDocument = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.looseObject({ id: v.number(), documentId: v.string(), locale: v.optional(v.nullable(v.string())), ...entries });

export const singleTypeOf = <TSchema extends v.GenericSchema>(document: TSchema) => v.object({ data: document });
export const collectionOf = <TSchema extends v.GenericSchema>(document: TSchema) => v.object({ data: v.array(document) });

const textRecord = v.record(v.string(), v.string());

/** `common`: menus, validator texts (SPEC.md 5), banner slots and balance refresh settings (SPEC.md 3). */
export const cmsCommonSchema = cmsDocument({
  menus: v.optional(v.record(v.string(), v.array(v.looseObject({ title: v.string(), url: v.string() })))),
  fieldsValidatorErrors: v.optional(textRecord),
  promoCodeErrors: v.optional(textRecord),
  bannerAuth: v.optional(bannerAuthSchema),
  bannerMenu: v.optional(bannerMenuSchema),
  balanceRefresh: v.optional(balanceRefreshSettingsSchema),
});
export type CmsCommon = v.InferOutput<typeof cmsCommonSchema>;

/** `settings-seo`: the custom redirects (SPEC.md 2.4 step 2) and SEO URL patterns (SPEC.md 2.1). */
export const cmsSettingsSeoSchema = cmsDocument({
  redirects: v.optional(v.array(redirectSchema)),
  urlPatterns: v.optional(textRecord),
});
export type CmsSettingsSeo = v.InferOutput<typeof cmsSettingsSeoSchema>;

/** `meta-data-tool`: custom code snippets for head, bodyStart and bodyEnd (SPEC.md 2.8). */
export const cmsMetaDataToolSchema = cmsDocument({ customCodes: v.optional(v.array(customCodeSnippetSchema)) });
export type CmsMetaDataTool = v.InferOutput<typeof cmsMetaDataToolSchema>;

/** `forms-config`: registration flags (SPEC.md 3) and the configured postcode pattern (SPEC.md 5). */
export const cmsFormsConfigSchema = cmsDocument({
  registration: v.optional(registrationConfigFlagsSchema),
  postcodePattern: v.optional(v.nullable(v.string())),
});
export type CmsFormsConfig = v.InferOutput<typeof cmsFormsConfigSchema>;

/** `auth-config`: which registration types and social services are on. */
export const cmsAuthConfigSchema = cmsDocument({
  registrationTypes: v.optional(v.array(v.picklist(['social', 'form', 'fast']))),
  socialServices: v.optional(v.array(v.string())),
});
export type CmsAuthConfig = v.InferOutput<typeof cmsAuthConfigSchema>;

/** `games-config`: game options of SPEC.md 2.7 (hall type, full-screen visibility). */
export const cmsGamesConfigSchema = cmsDocument({
  gameHallType: v.optional(v.string()),
  fullScreenVisibility: v.optional(v.picklist(['all', 'telegram', 'product', 'none'])),
});
export type CmsGamesConfig = v.InferOutput<typeof cmsGamesConfigSchema>;

/** Single types whose fields only their feature reads (cashier texts, search settings, loyalty texts, brand). */
export const cmsLooseSchema = cmsDocument({});
export type CmsLooseDocument = v.InferOutput<typeof cmsLooseSchema>;

/** `web-setting` with its favicon, the image-name mapping and the custom redirects. */
export const cmsWebSettingSchema = cmsDocument({
  favicon: v.optional(v.nullable(v.looseObject({ url: v.string() }))),
  imageNameMapping: v.optional(textRecord),
  customRedirects: v.optional(v.array(redirectSchema)),
});
export type CmsWebSetting = v.InferOutput<typeof cmsWebSettingSchema>;

/** A `seos` entry: the SEO data of one page url (SPEC.md 2.8). */
export const cmsSeoSchema = cmsDocument({ url: v.string() });
export type CmsSeo = v.InferOutput<typeof cmsSeoSchema>;

/** A `domain-seo-settings` entry: SEO defaults of one host. */
export const cmsDomainSeoSchema = cmsDocument({ host: v.string() });
export type CmsDomainSeo = v.InferOutput<typeof cmsDomainSeoSchema>;

/** A CMS `banners` entry. */
export const cmsBannerSchema = cmsDocument({});
export type CmsBanner = v.InferOutput<typeof cmsBannerSchema>;

/** The content-service user (SPEC.md 3: other fields not shown; these are Strapi's users-permissions fields). */
export const cmsUserSchema = v.looseObject({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  provider: v.optional(v.string()),
  confirmed: v.optional(v.boolean()),
  blocked: v.optional(v.boolean()),
});
export type CmsUser = v.InferOutput<typeof cmsUserSchema>;

/** A CMS sign-in, sign-up or password reset answer: the token and the user. */
export const cmsSessionSchema = v.object({ jwt: v.string(), user: cmsUserSchema });
export type CmsSession = v.InferOutput<typeof cmsSessionSchema>;
