import { accountApi, configurePlatformApi, metadataApi } from '@casino/api-client';
import { accountFixture, generalInfoFixture, visitorAccountFixture } from '@casino/api-client/testing';
import { configureCmsApi } from '@casino/cms-client';
import type { AccountInfo, GeneralInfo } from '@casino/platform-contract';
import { createStore, type AppStore, type StoreOptions } from '../store/create-store';

/** What the cache holds before the page renders, as the frame has it before any page. */
export type TestState = {
  /** The player (a visitor's account answer for a visitor), or nothing: the page asks for it itself. */
  account?: AccountInfo;
  generalInfo?: Partial<GeneralInfo>;
};

/** A signed-in player with money on every balance (the default of `renderPage`), and a visitor. */
export const player: TestState = { account: accountFixture };
export const visitor: TestState = { account: visitorAccountFixture };

export type TestStoreOptions = StoreOptions & TestState;

/** Where the APIs are for a spec in jsdom (Node's fetch needs absolute addresses; `startTestServer` does it); stories keep the same origin. */
export function pointApisAtTestServer() {
  configurePlatformApi({ baseUrl: 'http://localhost/api', isInFrame: () => false, retryBaseDelayMs: 1 });
  configureCmsApi({ baseUrl: 'http://localhost/cms/api' });
}

/**
 * The site's store (`createStore`), its cache seeded with the account and general info when given: a page renders
 * with what the frame already has, as on the site, instead of waiting on a mocked answer first.
 */
export async function createTestStore({ account, generalInfo, ...options }: TestStoreOptions = {}): Promise<AppStore> {
  const store = createStore(options);
  if (account) await store.dispatch(accountApi.util.upsertQueryData('getAccountInfo', undefined, account));
  if (account || generalInfo) await store.dispatch(metadataApi.util.upsertQueryData('getGeneralInfo', undefined, { ...generalInfoFixture, ...generalInfo }));
  return store;
}
