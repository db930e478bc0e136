import { accountApi, platformApi, USER_BOUND_TAGS } from '@casino/api-client';
import type { AppDispatch } from '@casino/session';
import { ensureRegistrationCompleted } from './ensure-registration-completed';

/**
 * After the provider set the session cookie (in the popup or, when it was blocked, in this window): everything
 * user-bound is loaded again, and a new social player is asked to finish registration (SPEC.md 4).
 */
export const completeSocialSignIn = () => async (dispatch: AppDispatch) => {
  dispatch(platformApi.util.invalidateTags([...USER_BOUND_TAGS]));
  const request = dispatch(accountApi.endpoints.getAccountInfo.initiate(undefined, { forceRefetch: true }));
  const { data } = await request;
  request.unsubscribe();
  dispatch(ensureRegistrationCompleted(data));
};
