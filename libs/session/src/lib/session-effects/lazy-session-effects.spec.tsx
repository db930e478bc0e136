import { accountApi } from '@casino/api-client';
import { accountFixture } from '@casino/api-client/testing';
import { act } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { createTestStore, visitor } from '../testing/test-store';
import { startTestServer } from '../testing/test-server';
import { LazySessionEffects } from './lazy-session-effects';

const effectsLoaded = vi.hoisted(() => vi.fn());
const effectsRendered = vi.hoisted(() => vi.fn());
vi.mock('./session-effects', () => {
  effectsLoaded();
  return { SessionEffects: () => effectsRendered() ?? null };
});

startTestServer();

// In this order: the effects' code, once loaded, stays loaded.
describe("the session's effects", () => {
  it("never load on a visitor's page", async () => {
    const store = await createTestStore(visitor);
    await renderPage(<LazySessionEffects />, { store });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(effectsLoaded).not.toHaveBeenCalled();
    expect(effectsRendered).not.toHaveBeenCalled();
  });

  it('load and run once the player has signed in', async () => {
    const store = await createTestStore(visitor);
    await renderPage(<LazySessionEffects />, { store });
    expect(effectsLoaded).not.toHaveBeenCalled();
    // What the sign-in's refetch of the account leaves in the cache.
    await act(() => store.dispatch(accountApi.util.upsertQueryData('getAccountInfo', undefined, accountFixture)));
    await vi.waitFor(() => expect(effectsRendered).toHaveBeenCalled());
    expect(effectsLoaded).toHaveBeenCalledTimes(1);
  });
});
