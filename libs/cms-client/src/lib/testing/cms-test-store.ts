import { pageLocaleChanged, pageLocaleSlice } from '@casino/i18n';
import type { Locale } from '@casino/platform-contract';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { cmsApi } from '../cms-api';

/** The CMS client's own specs' store (the lib sits below the site's store): the CMS api and the page locale it sends. */
export function createCmsTestStore({ locale = 'en' }: { locale?: Locale } = {}) {
  const store = configureStore({
    reducer: combineSlices(cmsApi, pageLocaleSlice),
    middleware: (getDefault) => getDefault().concat(cmsApi.middleware),
  });
  store.dispatch(pageLocaleChanged(locale));
  return store;
}
