// Public API of @casino/cms-client. Export only what other projects may use.
export { cmsApi, CMS_TAGS, refetchCmsContent } from './lib/cms-api';
export { configureCmsApi, type CmsApiConfig } from './lib/transport/cms-config';
export { cmsBaseQuery, type CmsRequest } from './lib/transport/cms-base-query';
export { cmsQueryString } from './lib/transport/cms-query-string';
export { clearCmsToken, readCmsToken, saveCmsToken } from './lib/transport/cms-token';
export type { CmsError } from './lib/transport/cms-error';
export { remapDescription, type ImageNameMapping } from './lib/image-name-mapping';
export { usePromoCodeTexts } from './lib/promo-code-texts';
export { usePromoCodeFailure } from './lib/promo-code-failure';
export type {
  CmsAuthConfig,
  CmsBanner,
  CmsCommon,
  CmsDomainSeo,
  CmsFormsConfig,
  CmsGamesConfig,
  CmsLooseDocument,
  CmsMetaDataTool,
  CmsSeo,
  CmsSession,
  CmsSettingsSeo,
  CmsUser,
  CmsWebSetting,
} from './lib/cms-schemas';

// One file per area; importing them injects their endpoints into cmsApi.
export * from './lib/endpoints/content';
export * from './lib/endpoints/finds';
export * from './lib/endpoints/auth';
