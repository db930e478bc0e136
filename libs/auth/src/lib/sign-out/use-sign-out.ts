import { useLogoutMutation } from '@casino/api-client';
import { useLocalizedPath } from '@casino/routing';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@casino/ui-kit';
import { signOutMessages } from './sign-out.messages';

/**
 * Sign-out (auth.logout): the player goes to the index page afterwards (SPEC.md 2.4). A failure keeps
 * them where they are with an error toast; its error-logout analytics event is sent by the session
 * middleware of @casino/session. Resolves to whether the player is signed out.
 */
export function useSignOut() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const [logout, { isLoading }] = useLogoutMutation();
  const signOut = useCallback(async () => {
    const result = await logout();
    if (result.error !== undefined) {
      dispatch(showToast({ kind: 'error', messageId: signOutMessages.failed.id }));
      return false;
    }
    navigate(path('index'));
    return true;
  }, [dispatch, logout, navigate, path]);
  return { signOut, isLoading };
}
