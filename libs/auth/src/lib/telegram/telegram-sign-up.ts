import { authApi } from '@casino/api-client';
import type { AccountInfo } from '@casino/platform-contract';
import type { AppDispatch } from '@casino/session';
import { showToast } from '@casino/ui-kit';
import { telegramRegisterArgs } from './telegram-register-args';

/** SPEC.md 8: the error toast of a failed messenger sign-up. */
export const TELEGRAM_SIGN_UP_ERROR_MESSAGE_ID = 'popups.registration.wrongRegServerError';

/**
 * Signs the mini-app player up (or in, when the messenger account is known) with auth.register and the
 * raw init data. Resolves to the account, or to null after showing the error toast.
 * Use from telegram-shell: `await store.dispatch(telegramSignUp(retrieveRawInitData()))`.
 */
export const telegramSignUp =
  (rawInitData: string | undefined) =>
  async (dispatch: AppDispatch): Promise<AccountInfo | null> => {
    const args = rawInitData ? telegramRegisterArgs(rawInitData) : null;
    if (args) {
      const result = await dispatch(authApi.endpoints.register.initiate(args));
      if (result.error === undefined && result.data) return result.data;
    }
    dispatch(showToast({ kind: 'error', messageId: TELEGRAM_SIGN_UP_ERROR_MESSAGE_ID }));
    return null;
  };
