import { accountApi, refetchAllPlatformData } from '@casino/api-client';
import type { Locale } from '@casino/i18n';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../store/use-app-dispatch';
import {
  accountLocaleChangeHandled,
  pageLocaleShown,
  selectPageLocale,
  selectPendingAccountLocale,
} from '../session-state/session-slice';

export type LocaleChangeEffectProps = {
  /** The locale of the current page (from its address). */
  locale: Locale;
  /** Reloads the menu banner (content service) after a change; optional. */
  onMenuBannerReload?: () => void;
};

/**
 * Locale change (SPEC.md 4), second half, once the page shows the new locale: updates the account
 * locale on the server when useChangeLocale asked for it (account.changelocale refetches every query on
 * success), otherwise refetches all platform data; then reloads the menu banner. The first locale a
 * page is shown in is no change.
 */
export function LocaleChangeEffect({ locale, onMenuBannerReload }: LocaleChangeEffectProps) {
  const dispatch = useAppDispatch();
  const pageLocale = useSelector(selectPageLocale);
  const pendingAccountLocale = useSelector(selectPendingAccountLocale);
  const onMenuBannerReloadRef = useRef(onMenuBannerReload);
  useEffect(() => {
    onMenuBannerReloadRef.current = onMenuBannerReload;
  }, [onMenuBannerReload]);

  useEffect(() => {
    if (pageLocale === locale) return;
    dispatch(pageLocaleShown(locale));
    if (pageLocale === null) return;
    const updateAccount = pendingAccountLocale === locale;
    if (pendingAccountLocale !== null) dispatch(accountLocaleChangeHandled());
    const refetch = async () => {
      if (updateAccount) {
        const request = dispatch(accountApi.endpoints.changeLocale.initiate({ locale }));
        const result = await request;
        request.reset(); // Nothing reads this mutation's result: drop it from the store.
        // Its success refetches everything in the new locale; after a failure, refetch anyway.
        if (!('error' in result)) return;
        console.error('account.changelocale failed', result.error);
      }
      dispatch(refetchAllPlatformData());
    };
    void refetch().finally(() => onMenuBannerReloadRef.current?.());
  }, [dispatch, locale, pageLocale, pendingAccountLocale]);

  return null;
}
