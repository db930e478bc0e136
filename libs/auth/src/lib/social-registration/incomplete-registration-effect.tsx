import { useGetAccountInfoQuery } from '@casino/api-client';
import { useEffect } from 'react';
import { useAppDispatch } from '@casino/session';
import { ensureRegistrationCompleted } from '../social/ensure-registration-completed';

/**
 * Mount once in a shell: whenever the account says the signed-in player's registration is incomplete
 * (a social or messenger sign-up without a currency yet), the non-closable social registration popup opens.
 */
export function IncompleteRegistrationEffect() {
  const dispatch = useAppDispatch();
  const { data: account } = useGetAccountInfoQuery();
  useEffect(() => {
    dispatch(ensureRegistrationCompleted(account));
  }, [account, dispatch]);
  return null;
}
