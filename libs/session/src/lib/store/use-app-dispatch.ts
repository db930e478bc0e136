import { platformApi } from '@casino/api-client';
import { cmsApi } from '@casino/cms-client';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { OverlaysState } from '../overlays/overlays-slice';
import type { SessionState } from '../session-state/session-slice';

/** The site's state as thunks read it: both RTK Query caches (cache patches read them), dialogs and toasts, session flags. */
type AppState = {
  [platformApi.reducerPath]: ReturnType<typeof platformApi.reducer>;
  [cmsApi.reducerPath]: ReturnType<typeof cmsApi.reducer>;
  overlays: OverlaysState;
  session: SessionState;
};

/** The site's store runs the thunk middleware (RTK's default), so any lib may dispatch RTK Query thunks through it. */
export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction>;

/** `useDispatch` typed for the site's store: plain actions and thunks (`api.endpoints.x.initiate(...)`, cache patches). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
