import { accountApi, configurePlatformApi, metadataApi, platformApi } from '@casino/api-client';
import { accountFixture, generalInfoFixture, visitorAccountFixture } from '@casino/api-client/testing';
import { cmsApi, configureCmsApi } from '@casino/cms-client';
import { createSessionMiddleware, overlaysSlice, sessionSlice, type SessionMiddlewareOptions } from '@casino/session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';

export type LoyaltyStoreOptions = SessionMiddlewareOptions & {
  /** Absolute API roots for jsdom; the browser (Storybook) uses the same-origin defaults. */
  origin?: string;
};

/** The store as the shell builds it: both API caches, overlays, session flags and the session middleware. */
export function createLoyaltyStore({ origin, ...session }: LoyaltyStoreOptions = {}) {
  if (origin) {
    configurePlatformApi({ baseUrl: `${origin}/api`, isInFrame: () => false, retryBaseDelayMs: 1 });
    configureCmsApi({ baseUrl: `${origin}/cms/api` });
  }
  return configureStore({
    reducer: combineSlices(platformApi, cmsApi, overlaysSlice, sessionSlice),
    middleware: (getDefault) => getDefault().prepend(createSessionMiddleware(session)).concat(platformApi.middleware, cmsApi.middleware),
  });
}

export type LoyaltyStore = ReturnType<typeof createLoyaltyStore>;

/** Puts the player (or a visitor) and the general info in the cache, as the shell has them before any page. */
export async function seedPlayer(store: LoyaltyStore, signedIn: boolean) {
  await store.dispatch(accountApi.util.upsertQueryData('getAccountInfo', undefined, signedIn ? accountFixture : visitorAccountFixture));
  await store.dispatch(metadataApi.util.upsertQueryData('getGeneralInfo', undefined, generalInfoFixture));
}
