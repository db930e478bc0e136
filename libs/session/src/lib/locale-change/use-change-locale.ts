import { useGetAccountInfoQuery } from '@casino/api-client';
import { withLocalePrefix, writeLocaleCookie, type Locale } from '@casino/i18n';
import { isAuthenticated } from '@casino/platform-contract';
import { useCallback } from 'react';
import { useAppDispatch } from '../store/use-app-dispatch';
import { accountLocaleChangeRequested } from '../session-state/session-slice';

/**
 * Locale change (SPEC.md 4), first half: saves the i18n_redirected cookie, marks the account locale for
 * update when signed in, and returns the same page's path in the new locale for the caller to navigate to.
 * The server update and the refetch happen in LocaleChangeEffect once the page is in the new locale,
 * because every platform call takes its `locale` from the page's address.
 */
export function useChangeLocale(): (locale: Locale, currentPath: string) => string {
  const dispatch = useAppDispatch();
  const { data: account } = useGetAccountInfoQuery();
  const signedIn = isAuthenticated(account);
  return useCallback(
    (locale, currentPath) => {
      writeLocaleCookie(locale);
      if (signedIn) dispatch(accountLocaleChangeRequested(locale));
      return withLocalePrefix(locale, currentPath);
    },
    [dispatch, signedIn],
  );
}
