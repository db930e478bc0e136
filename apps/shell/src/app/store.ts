import { platformApi } from '@casino/api-client';
import { overlaysSlice } from '@casino/session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';

/** Server data lives in the RTK Query cache; Redux itself holds only UI state (dialogs, toasts, session flags). */
export const rootReducer = combineSlices(platformApi, overlaysSlice);

export function createStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(platformApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
