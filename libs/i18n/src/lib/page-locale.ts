import { DEFAULT_LOCALE, type Locale } from '@casino/platform-contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type PageLocaleState = { locale: Locale };

/**
 * The locale of the page, in the store: the router sets it from the URL (`splitLocale` in routing) at the start of
 * every navigation, before the page's requests leave, and everything else reads it from here: the platform and CMS
 * transports (through their base query's `getState`), links and paths. Nothing reads `window.location` for it, so
 * the same code runs on a server.
 */
export const pageLocaleSlice = createSlice({
  name: 'pageLocale',
  initialState: { locale: DEFAULT_LOCALE } as PageLocaleState,
  reducers: {
    pageLocaleChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
  },
});

export const { pageLocaleChanged } = pageLocaleSlice.actions;

/** The page's locale; the default in a store without the slice (a test store of the api clients alone). */
export const selectPageLocale = (state: unknown): Locale =>
  (state as { [pageLocaleSlice.reducerPath]?: PageLocaleState })[pageLocaleSlice.reducerPath]?.locale ?? DEFAULT_LOCALE;
