import { createSiteApi, serverStateHydrated } from '@casino/api-client';
import { cmsBaseQuery } from './transport/cms-base-query';

/** Cache tags of the CMS api. */
export const CMS_TAGS = ['CmsContent', 'CmsUser'] as const;

/** The one RTK Query api of the content service (ARCHITECTURE.md); endpoints are injected per area. */
export const cmsApi = createSiteApi({
  reducerPath: 'cmsApi',
  baseQuery: cmsBaseQuery,
  tagTypes: CMS_TAGS,
  endpoints: () => ({}),
  // The content a server render fetched, so the first page asks nothing twice.
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverStateHydrated.match(action) ? (action.payload[reducerPath] as never) : undefined,
});

/** Refetches the content after a locale switch: the locale is not part of the cache keys. */
export const refetchCmsContent = () => cmsApi.util.invalidateTags(['CmsContent']);
