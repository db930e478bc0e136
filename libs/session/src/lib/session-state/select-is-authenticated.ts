import { accountApi } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';
import { createSelector } from '@reduxjs/toolkit';

/** The cached account.getInfo answer (read-only: it does not start a request). */
export const selectAccountInfo = accountApi.endpoints.getAccountInfo.select();

/** SPEC.md 6: a player is authenticated when the account's uid is greater than 0. */
export const selectIsAuthenticated = createSelector(selectAccountInfo, (result) => isAuthenticated(result.data));

/** The signed-in player's uid, or 0 for a visitor (and while the account is loading). */
export const selectUid = createSelector(selectAccountInfo, (result) => (isAuthenticated(result.data) ? (result.data?.uid ?? 0) : 0));
