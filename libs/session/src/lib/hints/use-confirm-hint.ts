import { useGetAccountInfoQuery, useGetProfileInfoQuery } from '@casino/api-client';
import { isAuthenticated, type Contact } from '@casino/platform-contract';
import { useCallback, useSyncExternalStore } from 'react';
import { CONFIRM_HINT_WINDOW_MS, isConfirmHintVisible, loginContactOf } from './confirm-hint';
import { isConfirmationSent, markConfirmationSent, subscribeToConfirmationSent } from './confirmation-sent-flag';
import { hintWindowEnd } from './registration-hint';
import { useNowUntil } from './use-now-until';

export type ConfirmHint = {
  visible: boolean;
  /** The unconfirmed email or phone the player signs in with, while the hint is visible. */
  contact: Contact | undefined;
  /** Call after sending the confirmation: sets the local flag and hides the hint. */
  markSent: () => void;
};

/**
 * The confirm hint (SPEC.md 4); asks for the profile's contacts only inside the 5-day window. It hides as soon as
 * anyone calls `markConfirmationSent` for the login (e.g. the confirm-email dialog), here or in another tab.
 */
export function useConfirmHint(): ConfirmHint {
  const { data: account } = useGetAccountInfoQuery();
  const end = isAuthenticated(account) ? hintWindowEnd(account, CONFIRM_HINT_WINDOW_MS) : null;
  const now = useNowUntil(end);
  const inWindow = end !== null && now < end;
  const { data: profile } = useGetProfileInfoQuery(undefined, { skip: !inWindow });
  const login = account?.login ?? null;
  // The mark lives in this browser's storage: a server render (and hydration) shows the hint, the browser then reads it.
  const confirmationSent = useSyncExternalStore(subscribeToConfirmationSent, () => isConfirmationSent(login), () => false);

  const markSent = useCallback(() => {
    if (login) markConfirmationSent(login);
  }, [login]);

  const visible = isConfirmHintVisible({ account, now, contacts: profile?.contacts, confirmationSent });
  return { visible, contact: visible ? loginContactOf(login, profile?.contacts) : undefined, markSent };
}
