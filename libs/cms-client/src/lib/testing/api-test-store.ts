import { configurePlatformApi, platformApi } from '@casino/api-client';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { cmsApi } from '../cms-api';
import { configureCmsApi } from '../transport/cms-config';

/**
 * A store with the platform and the CMS caches and nothing else: what a page's first requests (`PageData`) fill
 * and its hooks then read, for specs that check the two meet without asking twice. `origin` points both APIs at
 * absolute roots, as jsdom needs (English, not in a frame).
 */
export function createApiTestStore({ origin }: { origin?: string } = {}) {
  if (origin) {
    configurePlatformApi({ baseUrl: `${origin}/api`, isInFrame: () => false });
    configureCmsApi({ baseUrl: `${origin}/cms/api` });
  }
  return configureStore({
    reducer: combineSlices(platformApi, cmsApi),
    middleware: (getDefault) => getDefault().concat(platformApi.middleware, cmsApi.middleware),
  });
}
