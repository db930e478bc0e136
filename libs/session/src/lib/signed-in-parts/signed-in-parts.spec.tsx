import { responsibleGamingApi } from '@casino/api-client';
import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { createTestStore, player, visitor } from '../testing/test-store';
import { startTestServer } from '../testing/test-server';
import { loadSignedInParts, SessionClock } from './signed-in-parts';

const partsLoaded = vi.hoisted(() => vi.fn());
vi.mock('./parts', async (original) => {
  partsLoaded();
  return original();
});

startTestServer();

// In this order: the parts' code, once loaded, stays loaded.
describe('the signed-in parts (session hints, session clock)', () => {
  it("never loads on a visitor's page", async () => {
    const store = await createTestStore(visitor);
    await loadSignedInParts(store.getState());
    await renderPage(<SessionClock />, { store });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(partsLoaded).not.toHaveBeenCalled();
  });

  it("on a signed-in player's page, loaded before hydrating, shows in the page's first render", async () => {
    const store = await createTestStore(player);
    await store.dispatch(responsibleGamingApi.endpoints.getResponsibleGamingSession.initiate());
    await loadSignedInParts(store.getState());
    await renderPage(<SessionClock />, { store });
    // No wait: a part that suspended here would leave a hydrated page without it until its chunk arrived.
    expect(screen.getByRole('timer', { name: 'Time in this session' })).toBeVisible();
    expect(partsLoaded).toHaveBeenCalledTimes(1);
  });
});
