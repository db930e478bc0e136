import { useGetAccountInfoQuery } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@casino/session';
import { telegramSignUp } from './telegram-sign-up';

export type TelegramSignUpEffectProps = {
  /** The mini-app's raw init data (tma.js `retrieveRawInitData()`); nothing happens without it. */
  rawInitData: string | undefined;
};

/**
 * Mount once in telegram-shell: once the account is known and nobody is signed in, signs the messenger
 * user up (or in) with the init data, once per page load.
 */
export function TelegramSignUpEffect({ rawInitData }: TelegramSignUpEffectProps) {
  const dispatch = useAppDispatch();
  const { data: account, isFetching, isError } = useGetAccountInfoQuery();
  const attempted = useRef(false);
  const known = (account !== undefined || isError) && !isFetching;
  useEffect(() => {
    if (!rawInitData || attempted.current || !known || isAuthenticated(account)) return;
    attempted.current = true;
    void dispatch(telegramSignUp(rawInitData));
  }, [account, dispatch, known, rawInitData]);
  return null;
}
