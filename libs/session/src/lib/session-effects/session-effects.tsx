import { useLocalizedPath } from '@casino/routing';
import { lazy, Suspense, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PostLoginPopupsEffect } from '../post-login/post-login-popups-effect';
import { useIsAuthenticated } from '../session-state/use-is-authenticated';

// Idle logout and the balance refresh act for a signed-in player only: a visitor's page never loads their code.
const SignedInSessionEffects = lazy(() => import('./signed-in-session-effects').then((module) => ({ default: module.SignedInSessionEffects })));

/**
 * The player's session on every page (renders nothing): idle logout, the post-login popups and the balance refresh.
 * The frame mounts it once in each locale branch; the locale change follow-up is a store listener. The post-login
 * popups stay mounted for a visitor: they must be there when the sign-in lands (the unseen-cashback popup).
 */
export function SessionEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const signedIn = useIsAuthenticated();
  // SPEC.md 2.4: after logout the player goes to the index page.
  const handleSignedOut = useCallback(() => void navigate(path('index')), [navigate, path]);

  return (
    <>
      <PostLoginPopupsEffect />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInSessionEffects locationKey={location.key} pathname={location.pathname} onSignedOut={handleSignedOut} />
        </Suspense>
      )}
    </>
  );
}
