import { configureStore } from '@reduxjs/toolkit';
import { cmsApi } from '../cms-api';

/** A store with only the CMS api. */
export const createCmsTestStore = () =>
  configureStore({
    reducer: { [cmsApi.reducerPath]: cmsApi.reducer },
    middleware: (getDefault) => getDefault().concat(cmsApi.middleware),
  });
