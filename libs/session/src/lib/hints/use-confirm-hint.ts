import { useGetAccountInfoQuery, useGetProfileInfoQuery } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';
import { useCallback, useState } from 'react';
import { CONFIRM_HINT_WINDOW_MS, isConfirmHintVisible } from './confirm-hint';
import { isConfirmationSent, markConfirmationSent } from './confirmation-sent-flag';
import { hintWindowEnd } from './registration-hint';
import { useNowUntil } from './use-now-until';

export type ConfirmHint = {
  visible: boolean;
  /** Call after sending the confirmation: sets the local flag and hides the hint. */
  markSent: () => void;
};

/** The confirm hint (SPEC.md 4); asks for the profile's contacts only inside the 5-day window. */
export function useConfirmHint(): ConfirmHint {
  const { data: account } = useGetAccountInfoQuery();
  const end = isAuthenticated(account) ? hintWindowEnd(account, CONFIRM_HINT_WINDOW_MS) : null;
  const now = useNowUntil(end);
  const inWindow = end !== null && now < end;
  const { data: profile } = useGetProfileInfoQuery(undefined, { skip: !inWindow });
  const login = account?.login ?? null;
  const [sentFor, setSentFor] = useState<string | null>(null);
  const confirmationSent = (login !== null && sentFor === login) || isConfirmationSent(login);

  const markSent = useCallback(() => {
    if (!login) return;
    markConfirmationSent(login);
    setSentFor(login);
  }, [login]);

  return { visible: isConfirmHintVisible({ account, now, contacts: profile?.contacts, confirmationSent }), markSent };
}
