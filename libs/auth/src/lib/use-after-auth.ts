import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * Where a player goes after signing in or up: back to `redirectUrl` when a guard sent them here (only a
 * same-site path, never another origin), otherwise home; a sign-up adds `register=success` (SPEC.md 2.4).
 */
export function useAfterAuth(homePath: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    ({ registered = false } = {}) => {
      const redirect = params.get('redirectUrl');
      const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : homePath;
      const url = new URL(target, window.location.origin);
      if (registered) url.searchParams.set('register', 'success');
      navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
    },
    [navigate, params, homePath],
  );
}
