import type { Locale } from '@casino/i18n';
import { afterLogoutPath } from '@casino/routing';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BuildUpdateEffect } from '../build-update/build-update-effect';
import { HitEffect } from '../hit/hit-effect';
import { IdleLogoutEffect } from '../idle-logout/idle-logout-effect';
import { LocaleChangeEffect } from '../locale-change/locale-change-effect';
import { PostLoginPopupsEffect } from '../post-login/post-login-popups-effect';

export type SessionEffectsProps = {
  /** The locale of the current page. */
  locale: Locale;
  /** Reloads the menu banner after a locale change. */
  onMenuBannerReload?: () => void;
  /** The SEON session for the `/hit` image when general info enables SEON. */
  getSeonSession?: () => string;
};

/**
 * Every session side effect the shell mounts once inside its router (renders nothing): idle logout,
 * post-login popups, locale change follow-up, build update and the `/hit` image.
 */
export function SessionEffects({ locale, onMenuBannerReload, getSeonSession }: SessionEffectsProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const handleSignedOut = useCallback(() => void navigate(afterLogoutPath(locale)), [navigate, locale]);

  return (
    <>
      <IdleLogoutEffect locationKey={location.key} onSignedOut={handleSignedOut} />
      <PostLoginPopupsEffect />
      <LocaleChangeEffect locale={locale} onMenuBannerReload={onMenuBannerReload} />
      <BuildUpdateEffect locationKey={location.key} />
      <HitEffect getSeonSession={getSeonSession} />
    </>
  );
}
