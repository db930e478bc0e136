import { platformApi } from '@casino/api-client';
import { cmsApi } from '@casino/cms-client';
import { overlaysSlice, sessionMiddleware, sessionSlice } from '@casino/session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { fatalErrorSlice } from './fatal-error-slice';

/** Server data lives in the RTK Query caches; Redux itself holds only UI state (dialogs, toasts, session flags). */
export const rootReducer = combineSlices(platformApi, cmsApi, overlaysSlice, sessionSlice, fatalErrorSlice);

export function createStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(sessionMiddleware).concat(platformApi.middleware, cmsApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
