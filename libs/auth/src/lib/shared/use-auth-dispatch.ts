import type { OverlaysState } from '@casino/session';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/** The part of the shell's store auth reads directly: the dialog stack. */
export type AuthRootState = { overlays: OverlaysState };

/** The shells' stores run the thunk middleware (RTK's default), so auth may dispatch thunks. */
export type AuthDispatch = ThunkDispatch<AuthRootState, unknown, UnknownAction>;

export const useAuthDispatch = useDispatch.withTypes<AuthDispatch>();
