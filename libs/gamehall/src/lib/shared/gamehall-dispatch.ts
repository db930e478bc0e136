import { gamesApi } from '@casino/api-client';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/** The store state as the platform api's selectors and thunks see it. */
export type PlatformState = Parameters<ReturnType<typeof gamesApi.endpoints.getGames.select>>[0];

/** The shell's store runs the thunk middleware, so the game hall may dispatch RTK Query thunks (cache patches). */
export type GamehallDispatch = ThunkDispatch<PlatformState, unknown, UnknownAction>;

export const useGamehallDispatch = useDispatch.withTypes<GamehallDispatch>();
