import { accountApi, metadataApi } from '@casino/api-client';
import { accountFixture, generalInfoFixture } from '@casino/api-client/testing';
import type { AccountInfo, GeneralInfo, Locale } from '@casino/platform-contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createSessionTestStore, type SessionTestStore } from './session-test-store';

export type SeedOptions = { account?: AccountInfo | null; generalInfo?: Partial<GeneralInfo>; locale?: Locale };

/** A store whose cache already holds the account and general info, so a test starts without waiting for requests. */
export async function seededStore({ account = accountFixture, generalInfo = {}, locale }: SeedOptions = {}): Promise<SessionTestStore> {
  const store = createSessionTestStore({ track: () => undefined, locale });
  if (account) await store.dispatch(accountApi.util.upsertQueryData('getAccountInfo', undefined, account));
  await store.dispatch(metadataApi.util.upsertQueryData('getGeneralInfo', undefined, { ...generalInfoFixture, ...generalInfo }));
  return store;
}

export function renderWithStore(ui: ReactElement, store: SessionTestStore) {
  const view = render(<Provider store={store}>{ui}</Provider>);
  return { ...view, rerender: (next: ReactElement) => view.rerender(<Provider store={store}>{next}</Provider>) };
}
