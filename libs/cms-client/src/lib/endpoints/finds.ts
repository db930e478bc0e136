import { cmsApi } from '../cms-api';
import {
  cmsBannerSchema,
  cmsDomainSeoSchema,
  cmsSeoSchema,
  cmsWebSettingSchema,
  collectionOf,
  singleTypeOf,
  type CmsBanner,
  type CmsDomainSeo,
  type CmsSeo,
  type CmsWebSetting,
} from '../cms-schemas';
import { logAndIgnoreFailure } from './log-failure';

const first = <T>({ data }: { data: T[] }) => data[0] ?? null;

export const cmsFindsApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The SEO defaults of a host, or null. */
    getCmsDomainSeo: build.query<CmsDomainSeo | null, string>({
      query: (host) => ({
        path: '/domain-seo-settings',
        query: { filters: { host: { $eq: host } } },
        localized: true,
        schema: collectionOf(cmsDomainSeoSchema),
      }),
      transformResponse: first<CmsDomainSeo>,
      providesTags: ['CmsContent'],
      onQueryStarted: logAndIgnoreFailure('domain SEO settings'),
    }),
    /** Site settings with the favicon, the image-name mapping and the custom redirects. */
    getCmsWebSetting: build.query<CmsWebSetting, void>({
      query: () => ({
        path: '/web-setting',
        query: { populate: { favicon: true } },
        localized: true,
        schema: singleTypeOf(cmsWebSettingSchema),
      }),
      transformResponse: ({ data }: { data: CmsWebSetting }) => data,
      providesTags: ['CmsContent'],
    }),
    /** The SEO entry of a page url, or null. */
    getCmsSeo: build.query<CmsSeo | null, string>({
      query: (url) => ({
        path: '/seos',
        query: { filters: { url: { $eq: url } } },
        localized: true,
        schema: collectionOf(cmsSeoSchema),
      }),
      transformResponse: first<CmsSeo>,
      providesTags: ['CmsContent'],
      onQueryStarted: logAndIgnoreFailure('page SEO'),
    }),
    /** The CMS banners of the current locale. */
    getCmsBanners: build.query<CmsBanner[], void>({
      query: () => ({ path: '/banners', query: { populate: '*' },
        localized: true, schema: collectionOf(cmsBannerSchema) }),
      transformResponse: ({ data }: { data: CmsBanner[] }) => data,
      providesTags: ['CmsContent'],
    }),
  }),
});

export const { useGetCmsDomainSeoQuery, useGetCmsWebSettingQuery, useGetCmsSeoQuery, useGetCmsBannersQuery } = cmsFindsApi;
