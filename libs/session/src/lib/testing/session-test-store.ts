import { configurePlatformApi, platformApi } from '@casino/api-client';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { overlaysSlice } from '../overlays/overlays-slice';
import { createSessionMiddleware, type SessionMiddlewareOptions } from '../session-events/session-middleware';
import { sessionSlice } from '../session-state/session-slice';

/** The store as the shell builds it: platform cache, overlays, session flags and the session middleware. */
export function createSessionTestStore(options: SessionMiddlewareOptions = {}) {
  configurePlatformApi({ baseUrl: 'http://localhost/api', getLocale: () => 'en', isInFrame: () => false, retryBaseDelayMs: 1 });
  return configureStore({
    reducer: combineSlices(platformApi, overlaysSlice, sessionSlice),
    middleware: (getDefault) => getDefault().prepend(createSessionMiddleware(options)).concat(platformApi.middleware),
  });
}

export type SessionTestStore = ReturnType<typeof createSessionTestStore>;
