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

const singleType = (name: CmsSingleType, document: v.GenericSchema): CmsRequest => {
  const { deepPopulate } = cmsApiConfig();
  return { path: `/${name}`, query: deepPopulate, localized: true, schema: singleTypeOf(document) };
};

const unwrap = <T>({ data }: { data: T }) => data;

export const cmsContentApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    getCmsCommon: build.query<CmsCommon, void>({
      query: () => singleType('common', cmsCommonSchema),
      transformResponse: unwrap<CmsCommon>,
      providesTags: ['CmsContent'],
    }),
    getCmsSettingsSeo: build.query<CmsSettingsSeo, void>({
      query: () => singleType('settings-seo', cmsSettingsSeoSchema),
      transformResponse: unwrap<CmsSettingsSeo>,
      providesTags: ['CmsContent'],
      onQueryStarted: logAndIgnoreFailure('SEO settings'),
    }),
    getCmsPrazerConfig: build.query<CmsLooseDocument, void>({
      query: () => singleType('prazer-config', cmsLooseSchema),
      transformResponse: unwrap<CmsLooseDocument>,
      providesTags: ['CmsContent'],
    }),
    getCmsCashierConfig: build.query<CmsLooseDocument, void>({
      query: () => singleType('cashier-config', cmsLooseSchema),
      transformResponse: unwrap<CmsLooseDocument>,
      providesTags: ['CmsContent'],
    }),
    /** Custom code snippets; a failure is logged and the page renders without them. */
    getCmsMetaDataTool: build.query<CmsMetaDataTool, void>({
      query: () => singleType('meta-data-tool', cmsMetaDataToolSchema),
      transformResponse: unwrap<CmsMetaDataTool>,
      providesTags: ['CmsContent'],
      onQueryStarted: logAndIgnoreFailure('custom scripts'),
    }),
    getCmsSearchConfig: build.query<CmsLooseDocument, void>({
      query: () => singleType('search-config', cmsLooseSchema),
      transformResponse: unwrap<CmsLooseDocument>,
      providesTags: ['CmsContent'],
    }),
    getCmsGamesConfig: build.query<CmsGamesConfig, void>({
      query: () => singleType('games-config', cmsGamesConfigSchema),
      transformResponse: unwrap<CmsGamesConfig>,
      providesTags: ['CmsContent'],
    }),
    getCmsLoyaltyConfig: build.query<CmsLooseDocument, void>({
      query: () => singleType('loyalty', cmsLooseSchema),
      transformResponse: unwrap<CmsLooseDocument>,
      providesTags: ['CmsContent'],
    }),
    getCmsFormsConfig: build.query<CmsFormsConfig, void>({
      query: () => singleType('forms-config', cmsFormsConfigSchema),
      transformResponse: unwrap<CmsFormsConfig>,
      providesTags: ['CmsContent'],
    }),
    getCmsAuthConfig: build.query<CmsAuthConfig, void>({
      query: () => singleType('auth-config', cmsAuthConfigSchema),
      transformResponse: unwrap<CmsAuthConfig>,
      providesTags: ['CmsContent'],
    }),
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
