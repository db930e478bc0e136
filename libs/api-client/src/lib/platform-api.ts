import { createSiteApi } from './server/create-site-api';
import { serverStateHydrated } from './server/server-transport';
import { PLATFORM_TAGS } from './tags';
import { platformBaseQuery } from './transport/platform-base-query';

/**
 * The one RTK Query api of the platform (ARCHITECTURE.md): each domain file adds its endpoints with
 * `injectEndpoints`, so tags invalidate across domains.
 */
export const platformApi = createSiteApi({
  reducerPath: 'platformApi',
  baseQuery: platformBaseQuery,
  tagTypes: PLATFORM_TAGS,
  endpoints: () => ({}),
  // The answers a server render fetched (SPEC.md 7.4's per-page payload), so the first page asks nothing twice.
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverStateHydrated.match(action) ? (action.payload[reducerPath] as never) : undefined,
});

/** Refetches everything after a locale switch: the locale is sent with every call but is not part of cache keys. */
export const refetchAllPlatformData = () => platformApi.util.invalidateTags([...PLATFORM_TAGS]);
