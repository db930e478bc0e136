import { useLocalizedPath } from '@casino/routing';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BalanceRefreshEffect } from '../balance-refresh/balance-refresh-effect';
import { IdleLogoutEffect } from '../idle-logout/idle-logout-effect';
import { PostLoginPopupsEffect } from '../post-login/post-login-popups-effect';

/**
 * The player's session on every page (renders nothing): idle logout, the post-login popups and the balance refresh.
 * The frame mounts it once in each locale branch; the locale change follow-up is a store listener.
 */
export function SessionEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  // SPEC.md 2.4: after logout the player goes to the index page.
  const handleSignedOut = useCallback(() => void navigate(path('index')), [navigate, path]);

  return (
    <>
      <IdleLogoutEffect locationKey={location.key} pathname={location.pathname} onSignedOut={handleSignedOut} />
      <PostLoginPopupsEffect />
      <BalanceRefreshEffect />
    </>
  );
}
