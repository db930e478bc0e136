import { platformApi } from '@casino/api-client';
import { cmsApi } from '@casino/cms-client';
import { createSessionMiddleware, overlaysSlice, sessionSlice, type AnalyticsEvent } from '@casino/session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';

const reducer = combineSlices(platformApi, cmsApi, overlaysSlice, sessionSlice);

/**
 * A store like the shells' (platform and CMS caches, dialogs, toasts, session flags and the session
 * middleware that sends the analytics events) for the stories and component tests of this lib.
 */
export function createAuthStore({ track }: { track?: (event: AnalyticsEvent) => void } = {}) {
  return configureStore({
    reducer,
    middleware: (getDefault) => getDefault().prepend(createSessionMiddleware({ track })).concat(platformApi.middleware, cmsApi.middleware),
  });
}

export type AuthTestStore = ReturnType<typeof createAuthStore>;
