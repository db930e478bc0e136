import { useLocalizedPath } from '@casino/routing';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BuildUpdateEffect } from '../build-update/build-update-effect';
import { HitEffect } from '../hit/hit-effect';
import { IdleLogoutEffect } from '../idle-logout/idle-logout-effect';
import { PostLoginPopupsEffect } from '../post-login/post-login-popups-effect';

export type SessionEffectsProps = {
  /** The SEON session for the `/hit` image when general info enables SEON. */
  getSeonSession?: () => string;
};

/**
 * Every session side effect the shell mounts once inside its router (renders nothing): idle logout,
 * post-login popups, build update and the `/hit` image (the locale change follow-up is a store listener).
 */
export function SessionEffects({ getSeonSession }: SessionEffectsProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  // SPEC.md 2.4: after logout the player goes to the index page.
  const handleSignedOut = useCallback(() => void navigate(path('index')), [navigate, path]);

  return (
    <>
      <IdleLogoutEffect locationKey={location.key} onSignedOut={handleSignedOut} />
      <PostLoginPopupsEffect />
      <BuildUpdateEffect locationKey={location.key} />
      <HitEffect getSeonSession={getSeonSession} />
    </>
  );
}
