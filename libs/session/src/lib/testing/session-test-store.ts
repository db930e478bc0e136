import { configurePlatformApi, platformApi } from '@casino/api-client';
import { pageLocaleSlice } from '@casino/i18n';
import type { Locale } from '@casino/platform-contract';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { overlaysSlice } from '../overlays/overlays-slice';
import { createSessionMiddleware, type SessionMiddlewareOptions } from '../session-events/session-middleware';
import { sessionSlice } from '../session-state/session-slice';

/** The store as the shell builds it: platform cache, overlays, session flags and the session middleware. */
export function createSessionTestStore({ locale = 'en', ...options }: SessionMiddlewareOptions & { locale?: Locale } = {}) {
  configurePlatformApi({ baseUrl: 'http://localhost/api', isInFrame: () => false, retryBaseDelayMs: 1 });
  return configureStore({
    reducer: combineSlices(platformApi, pageLocaleSlice, overlaysSlice, sessionSlice),
    preloadedState: { pageLocale: { locale } },
    middleware: (getDefault) => getDefault().prepend(createSessionMiddleware(options)).concat(platformApi.middleware),
  });
}

export type SessionTestStore = ReturnType<typeof createSessionTestStore>;
