import type { AccountInfo } from '@casino/platform-contract';
import type { Dispatch } from '@reduxjs/toolkit';
import { openDialog, type OverlaysState, selectDialogs } from '@casino/ui-kit';

export const SOCIAL_REGISTRATION_DIALOG = 'social-registration';

/**
 * SPEC.md 4: a signed-in player whose registration is incomplete gets the non-closable social
 * registration popup. Opens it at most once, whoever asks first (the social sign-in or the effect).
 */
export const ensureRegistrationCompleted =
  (account: Pick<AccountInfo, 'uid' | 'is_registration_completed'> | undefined) => (dispatch: Dispatch, getState: () => { overlays: OverlaysState }) => {
    if (!account || account.uid <= 0 || account.is_registration_completed) return;
    if (selectDialogs(getState()).some((dialog) => dialog.id === SOCIAL_REGISTRATION_DIALOG)) return;
    dispatch(openDialog({ id: SOCIAL_REGISTRATION_DIALOG, preventClose: true }));
  };
