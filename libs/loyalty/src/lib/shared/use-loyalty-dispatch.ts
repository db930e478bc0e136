import { loyaltyApi } from '@casino/api-client';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/** The store state as the platform api's selectors and thunks see it. */
type PlatformState = Parameters<ReturnType<typeof loyaltyApi.endpoints.getLoyaltyInfo.select>>[0];

/** The shell's store runs the thunk middleware, so loyalty may dispatch RTK Query thunks (cache patches). */
export type LoyaltyDispatch = ThunkDispatch<PlatformState, unknown, UnknownAction>;

export const useLoyaltyDispatch = useDispatch.withTypes<LoyaltyDispatch>();
