import { useGetAccountInfoQuery } from '@casino/api-client';
import { writeLocaleCookie } from '@casino/i18n';
import { isAuthenticated, type Locale } from '@casino/platform-contract';
import { pathInLocale } from '@casino/routing';
import { useCallback } from 'react';
import { useAppDispatch } from '../store/create-store';
import { accountLocaleChangeRequested } from '../session-state/session-slice';

/**
 * Locale change (SPEC.md 4), first half: saves the i18n_redirected cookie, marks the account locale for
 * update when signed in, and returns the same page's path in the new locale for the caller to navigate to.
 * The server update and the refetch follow once the router has put the page in the new locale
 * (`followLocaleChanges`), because every call takes its `locale` from the page.
 */
export function useChangeLocale(): (locale: Locale, currentPath: string) => string {
  const dispatch = useAppDispatch();
  const { data: account } = useGetAccountInfoQuery();
  const signedIn = isAuthenticated(account);
  return useCallback(
    (locale, currentPath) => {
      writeLocaleCookie(locale);
      if (signedIn) dispatch(accountLocaleChangeRequested(locale));
      return pathInLocale(currentPath, locale);
    },
    [dispatch, signedIn],
  );
}
