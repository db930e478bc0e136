import { buildPath, formatLocation, REDIRECT_URL_QUERY, withoutAuthPopupKeys } from '@casino/routing';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { afterAuthPath } from './after-auth-path';

export type AfterAuth = (options?: { registered?: boolean }) => void;

/**
 * Navigates after a successful sign-in or sign-up: to `redirectUrl` when present (same-site paths only),
 * otherwise home from a page, or the same page without the popup keys from the dialog.
 */
export function useAfterAuth(from: 'page' | 'dialog'): AfterAuth {
  const navigate = useNavigate();
  const location = useLocation();
  const locale = usePageLocale();
  return useCallback(
    ({ registered = false } = {}) => {
      const redirectUrl = new URLSearchParams(location.search).get(REDIRECT_URL_QUERY);
      const fallback = from === 'page' ? buildPath('index', { locale }) : withoutAuthPopupKeys(location);
      const target = afterAuthPath({ redirectUrl, fallback, registered });
      if (target !== formatLocation(location)) navigate(target, { replace: true });
    },
    [from, locale, location, navigate],
  );
}
