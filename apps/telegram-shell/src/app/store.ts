import { platformApi } from '@casino/api-client';
import { cmsApi } from '@casino/cms-client';
import { overlaysSlice, sessionMiddleware, sessionSlice } from '@casino/session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';

export const rootReducer = combineSlices(platformApi, cmsApi, overlaysSlice, sessionSlice);

export function createStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(sessionMiddleware).concat(platformApi.middleware, cmsApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
