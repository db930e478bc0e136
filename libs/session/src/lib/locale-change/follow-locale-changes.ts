import { accountApi, refetchAllPlatformData } from '@casino/api-client';
import { refetchCmsContent } from '@casino/cms-client';
import { pageLocaleChanged, selectPageLocale } from '@casino/i18n';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { accountLocaleChangeHandled, selectPendingAccountLocale, type SessionState } from '../session-state/session-slice';

/**
 * Locale change (SPEC.md 4), second half, once the router has put the page in a new locale: updates the account's
 * locale when `useChangeLocale` asked for it (account.changelocale refetches every query on success), otherwise
 * refetches all platform data, since the locale is sent with every call but is no part of the cache keys; then the
 * CMS content (menus, banners, SEO) in the new language. A navigation within the same locale changes nothing.
 */
export function followLocaleChanges(listener: ListenerMiddlewareInstance) {
  listener.startListening({
    actionCreator: pageLocaleChanged,
    effect: async ({ payload: locale }, api) => {
      if (selectPageLocale(api.getOriginalState()) === locale) return;
      const pending = selectPendingAccountLocale(api.getState() as { session: SessionState });
      if (pending !== null) api.dispatch(accountLocaleChangeHandled());
      let refetched = false;
      if (pending === locale) {
        const request = api.dispatch(accountApi.endpoints.changeLocale.initiate({ locale }));
        const result = await request;
        request.reset(); // Nothing reads this mutation's result: drop it from the store.
        if ('error' in result) console.error('account.changelocale failed', result.error);
        else refetched = true;
      }
      if (!refetched) api.dispatch(refetchAllPlatformData());
      api.dispatch(refetchCmsContent());
    },
  });
}
