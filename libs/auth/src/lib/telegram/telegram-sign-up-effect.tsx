import { useGetAccountInfoQuery } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';
import { useEffect } from 'react';
import { useAppDispatch } from '@casino/session';
import { telegramSignUp } from './telegram-sign-up';

export type TelegramSignUpEffectProps = {
  /** The mini-app's raw init data (tma.js `retrieveRawInitData()`); nothing happens without it. */
  rawInitData: string | undefined;
};

/** Set when the player signed out in this Telegram session: they stay out until they sign in or Telegram starts anew. */
const SIGNED_OUT_KEY = 'casino.telegram.signedOut';

const storage = {
  signedOut: () => {
    try {
      return sessionStorage.getItem(SIGNED_OUT_KEY) === '1';
    } catch {
      return false;
    }
  },
  mark: (signedOut: boolean) => {
    try {
      if (signedOut) sessionStorage.setItem(SIGNED_OUT_KEY, '1');
      else sessionStorage.removeItem(SIGNED_OUT_KEY);
    } catch {
      // Storage can be disabled: the sign-out then lasts for this page load.
    }
  },
};

// Per page load, not per mount: the effect mounts again in every locale branch (a language change).
let attempted = false;
let wasSignedIn = false;

/**
 * Mount once in telegram-shell: once the account is known and nobody is signed in, signs the messenger user up (or
 * in) with the init data, once per page load. A player who signed out stays signed out for the rest of this
 * Telegram session (reloads and payment round trips included), so they can sign in to another account.
 */
export function TelegramSignUpEffect({ rawInitData }: TelegramSignUpEffectProps) {
  const dispatch = useAppDispatch();
  const { data: account, isFetching, isError } = useGetAccountInfoQuery();
  const known = (account !== undefined || isError) && !isFetching;
  const signedIn = isAuthenticated(account);
  useEffect(() => {
    if (!known) return;
    if (signedIn) {
      wasSignedIn = true;
      storage.mark(false);
      return;
    }
    if (wasSignedIn) {
      wasSignedIn = false;
      storage.mark(true);
    }
    if (!rawInitData || attempted || storage.signedOut()) return;
    attempted = true;
    void dispatch(telegramSignUp(rawInitData));
  }, [dispatch, known, rawInitData, signedIn]);
  return null;
}

