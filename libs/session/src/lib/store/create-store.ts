import { fatalErrorSlice, platformApi, type ServerTransport } from '@casino/api-client';
import { cmsApi } from '@casino/cms-client';
import { pageLocaleSlice } from '@casino/i18n';
import type { Locale } from '@casino/platform-contract';
import { overlaysSlice } from '@casino/ui-kit';
import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { createSessionMiddleware } from '../session-events/session-middleware';
import { sessionSlice } from '../session-state/session-slice';

/**
 * The site's state: server data in the two RTK Query caches (platform and CMS), and in Redux itself only what is not
 * server data (ARCHITECTURE.md): the page locale, dialogs and toasts, session flags, a fatal error.
 */
export const rootReducer = combineSlices(platformApi, cmsApi, pageLocaleSlice, overlaysSlice, sessionSlice, fatalErrorSlice);

export type RootState = ReturnType<typeof rootReducer>;

export type StoreOptions = {
  /** The page locale of the entry URL, so the first requests already carry it. */
  locale?: Locale;
  /** State to start from (a test's seeded cache, or a server render's state on hydration). */
  preloadedState?: Partial<RootState>;
  /** Middleware besides the session's and the api clients' (the frame's telemetry, a spec's recorder). */
  middleware?: readonly Middleware[];
  /** A server render's way to the platform and CMS (absolute upstreams, the player's headers); never in a browser. */
  serverTransport?: ServerTransport;
};

/** The one store factory: the site's, a server render's, and every spec's and story's (through the testing entry). */
export function createStore({ locale, preloadedState, middleware = [], serverTransport }: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloadedState, ...(locale ? { [pageLocaleSlice.reducerPath]: { locale } } : {}) },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: serverTransport ? { serverTransport } : undefined } }).prepend(createSessionMiddleware()).concat(platformApi.middleware, cmsApi.middleware, ...middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;

/** The store's dispatch: plain actions and thunks (`api.endpoints.x.initiate(...)`, cache patches). */
export type AppDispatch = AppStore['dispatch'];

/** `useDispatch` and `useSelector` typed for the site's store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
