import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@casino/session';
import { completeSocialSignIn } from './complete-social-sign-in';
import { takeSocialAuth } from './pending-social-auth';

/**
 * Mount once in a shell: the end of a social sign-in continued in this window (the popup was blocked). The platform
 * sends the player back to the page they left with `?oauth=success|cancel`: on success, when this tab started the
 * sign-in (SOCIAL_AUTH_KEY), the session is picked up as the popup's is; either way the parameter leaves the address.
 * Inside the popup itself nothing happens: its opener reads the address and closes it.
 */
export function OAuthReturnEffect() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const result = params.get('oauth');
    if (result === null || window.opener) return;
    const pending = takeSocialAuth();
    params.delete('oauth');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state });
    if (result === 'success' && pending) void dispatch(completeSocialSignIn());
  }, [dispatch, navigate, location]);
  return null;
}
