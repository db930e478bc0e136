import { buildOAuthInitUrl, OAUTH_POPUP_SIZE, sitePath } from '@casino/routing';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@casino/session';
import { completeSocialSignIn } from './complete-social-sign-in';
import { rememberSocialAuth } from './pending-social-auth';
import { popupFeatures, readOAuthResult } from './read-oauth-result';

export type SocialPopupState =
  | { status: 'idle' }
  | { status: 'pending'; service: string }
  | { status: 'blocked'; url: string; service: string; typeAuth: TypeAuth }
  | { status: 'closed' }
  | { status: 'cancelled' };

export type TypeAuth = 'login' | 'register';

const WATCH_INTERVAL_MS = 300;

/**
 * Social sign-in (SPEC.md 2.1, 7.4): a 640x480 popup at /oauth/init that the platform sends back to a
 * path of this site with `oauth=success|cancel`. The popup is watched until it returns or is closed; a
 * blocked popup offers the same flow in this window.
 */
export function useSocialPopup(onSuccess: () => void) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<SocialPopupState>({ status: 'idle' });
  const watch = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);
  useEffect(() => () => clearInterval(watch.current), []);

  const complete = useCallback(async () => {
    await dispatch(completeSocialSignIn());
    onSuccessRef.current();
  }, [dispatch]);

  const start = useCallback(
    (service: string, typeAuth: TypeAuth) => {
      clearInterval(watch.current);
      // The platform returns to this page (kept with its query, e.g. redirectUrl, for the in-window flow); a crafted
      // address such as '//evil.example' is no page of this site, and the platform is sent back home instead.
      const url = buildOAuthInitUrl({ service, redirectUrl: sitePath(`${pathname}${search}`) ?? '/', typeAuth });
      const popup = window.open(url, 'casino-social-sign-in', popupFeatures(OAUTH_POPUP_SIZE, window));
      if (!popup) {
        setState({ status: 'blocked', url, service, typeAuth });
        return;
      }
      setState({ status: 'pending', service });
      watch.current = setInterval(() => {
        if (popup.closed) {
          clearInterval(watch.current);
          setState({ status: 'closed' });
          return;
        }
        const result = readOAuthResult(popup, window.location.origin);
        if (!result) return;
        clearInterval(watch.current);
        popup.close();
        if (result === 'cancel') {
          setState({ status: 'cancelled' });
          return;
        }
        setState({ status: 'idle' });
        void complete();
      }, WATCH_INTERVAL_MS);
    },
    [complete, pathname, search],
  );

  /** The blocked popup's flow in this window: the platform brings the player back with `?oauth=` (OAuthReturnEffect). */
  const continueHere = useCallback(() => {
    if (state.status !== 'blocked') return;
    rememberSocialAuth(state.service, state.typeAuth);
    window.location.assign(state.url);
  }, [state]);

  return { state, start, continueHere };
}
