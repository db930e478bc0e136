/** Where the CMS lives and how the site finds the CMS token (SPEC.md 7.3); the locale is the page's, from the store. */
export type CmsApiConfig = {
  /** Prefix of the Strapi REST paths: `{baseUrl}/auth/local`, `{baseUrl}/common`. */
  baseUrl: string;
  /** The cookie that holds the CMS token (JWT). */
  tokenCookie: string;
  /** What "deep populate" is on this CMS (Strapi v5 has no built-in deep populate; a plugin or a preset decides). */
  deepPopulate: Record<string, unknown>;
};

const defaults: CmsApiConfig = {
  baseUrl: '/cms/api',
  tokenCookie: 'cms_jwt',
  deepPopulate: { populate: 'deep' },
};

let current: CmsApiConfig = defaults;

/** Called once by each shell at start-up (and by tests); unset fields keep their defaults. */
export function configureCmsApi(config: Partial<CmsApiConfig>): void {
  current = { ...defaults, ...config };
}

export const cmsApiConfig = (): CmsApiConfig => current;
