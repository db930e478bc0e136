import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/** The shell's store runs the thunk middleware, so session hooks may dispatch RTK Query thunks. */
export type SessionDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export const useSessionDispatch = useDispatch.withTypes<SessionDispatch>();
