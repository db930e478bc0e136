import * as v from 'valibot';
import { cmsApi } from '../cms-api';
import {
  cmsAuthConfigSchema,
  cmsCommonSchema,
  cmsFormsConfigSchema,
  cmsGamesConfigSchema,
  cmsLooseSchema,
  cmsMetaDataToolSchema,
  cmsSettingsSeoSchema,
  singleTypeOf,
  type CmsAuthConfig,
  type CmsCommon,
  type CmsFormsConfig,
  type CmsGamesConfig,
  type CmsLooseDocument,
  type CmsMetaDataTool,
  type CmsSettingsSeo,
} from '../cms-schemas';
import type { CmsRequest } from '../transport/cms-base-query';
import { cmsApiConfig } from '../transport/cms-config';
import { logAndIgnoreFailure } from './log-failure';

/** The single types of SPEC.md 7.3, fetched with deep populate and the current locale. */
export const CMS_SINGLE_TYPES = [
  'settings-seo',
  'prazer-config',
  'cashier-config',
  'meta-data-tool',
  'search-config',
  'games-config',
  'loyalty',
  'forms-config',
  'auth-config',
  'common',
] as const;
export type CmsSingleType = (typeof CMS_SINGLE_TYPES)[number];

/** A single type's query: the document itself (out of the CMS's `{ data }`), fetched again with the CMS content. */
const singleTypeQuery = <Document>(name: CmsSingleType, document: v.GenericSchema<unknown, Document>) => ({
  query: (): CmsRequest => {
    const { deepPopulate } = cmsApiConfig();
    return { path: `/${name}`, query: deepPopulate, localized: true, schema: singleTypeOf(document) };
  },
  transformResponse: ({ data }: { data: Document }) => data,
  providesTags: ['CmsContent' as const],
});

export const cmsContentApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    getCmsCommon: build.query<CmsCommon, void>(singleTypeQuery('common', cmsCommonSchema)),
    getCmsSettingsSeo: build.query<CmsSettingsSeo, void>({
      ...singleTypeQuery('settings-seo', cmsSettingsSeoSchema),
      onQueryStarted: logAndIgnoreFailure('SEO settings'),
    }),
    getCmsPrazerConfig: build.query<CmsLooseDocument, void>(singleTypeQuery('prazer-config', cmsLooseSchema)),
    getCmsCashierConfig: build.query<CmsLooseDocument, void>(singleTypeQuery('cashier-config', cmsLooseSchema)),
    /** Custom code snippets; a failure is logged and the page renders without them. */
    getCmsMetaDataTool: build.query<CmsMetaDataTool, void>({
      ...singleTypeQuery('meta-data-tool', cmsMetaDataToolSchema),
      onQueryStarted: logAndIgnoreFailure('custom scripts'),
    }),
    getCmsSearchConfig: build.query<CmsLooseDocument, void>(singleTypeQuery('search-config', cmsLooseSchema)),
    getCmsGamesConfig: build.query<CmsGamesConfig, void>(singleTypeQuery('games-config', cmsGamesConfigSchema)),
    getCmsLoyaltyConfig: build.query<CmsLooseDocument, void>(singleTypeQuery('loyalty', cmsLooseSchema)),
    getCmsFormsConfig: build.query<CmsFormsConfig, void>(singleTypeQuery('forms-config', cmsFormsConfigSchema)),
    getCmsAuthConfig: build.query<CmsAuthConfig, void>(singleTypeQuery('auth-config', cmsAuthConfigSchema)),
  }),
});

export const {
  useGetCmsCommonQuery,
  useGetCmsSettingsSeoQuery,
  useGetCmsPrazerConfigQuery,
  useGetCmsCashierConfigQuery,
  useGetCmsMetaDataToolQuery,
  useGetCmsSearchConfigQuery,
  useGetCmsGamesConfigQuery,
  useGetCmsLoyaltyConfigQuery,
  useGetCmsFormsConfigQuery,
  useGetCmsAuthConfigQuery,
} = cmsContentApi;
