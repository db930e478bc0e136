import { platformApi } from '@casino/api-client';
import { cmsApi } from '@casino/cms-client';
import { pageLocaleSlice } from '@casino/i18n';
import type { Locale } from '@casino/platform-contract';
import { overlaysSlice, sessionMiddleware, sessionSlice } from '@casino/session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { fatalErrorSlice } from './fatal-error-slice';

/** Server data lives in the RTK Query caches; Redux itself holds only UI state (dialogs, toasts, session flags). */
export const rootReducer = combineSlices(platformApi, cmsApi, pageLocaleSlice, overlaysSlice, sessionSlice, fatalErrorSlice);

/** The site's store; `locale` is the page's locale of the entry URL, so the first requests already carry it. */
export function createStore({ locale }: { locale?: Locale } = {}) {
  return configureStore({
    reducer: rootReducer,
    ...(locale ? { preloadedState: { [pageLocaleSlice.reducerPath]: { locale } } } : {}),
    middleware: (getDefault) => getDefault().prepend(sessionMiddleware).concat(platformApi.middleware, cmsApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
