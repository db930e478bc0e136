import { accountFixture, visitorAccountFixture } from '@casino/api-client/testing';
import { createTestStore } from '../testing/test-store';
import { selectIsAuthenticated, selectUid } from './select-is-authenticated';

describe('selectIsAuthenticated', () => {
  it.each([
    { name: 'a player (uid > 0)', account: accountFixture, authenticated: true, uid: accountFixture.uid },
    { name: 'a visitor (uid 0)', account: visitorAccountFixture, authenticated: false, uid: 0 },
    { name: 'a negative uid', account: { ...accountFixture, uid: -1 }, authenticated: false, uid: 0 },
    { name: 'no account answer yet', account: null, authenticated: false, uid: 0 },
  ])('$name: $authenticated', async ({ account, authenticated, uid }) => {
    const store = await createTestStore({ account: account ?? undefined });
    expect(selectIsAuthenticated(store.getState())).toBe(authenticated);
    expect(selectUid(store.getState())).toBe(uid);
  });
});
