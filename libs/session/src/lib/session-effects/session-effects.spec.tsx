import { accountFixture, platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { act, screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { createTestStore } from '../testing/test-store';
import { startTestServer } from '../testing/test-server';
import { SessionEffects } from './session-effects';

const signedInEffectsLoaded = vi.hoisted(() => vi.fn());
vi.mock('./signed-in-session-effects', async (original) => {
  signedInEffectsLoaded();
  return original();
});

const { server } = startTestServer();
afterEach(() => vi.useRealTimers());

describe('SessionEffects', () => {
  // First: once loaded, the signed-in effects' code stays loaded.
  it("loads a visitor's page nothing of idle logout and the balance refresh", async () => {
    server.use(platformHandler('account.getInfo', visitorAccountFixture));
    const store = await createTestStore({ account: visitorAccountFixture, generalInfo: { time_to_force_logout: 10 } });
    await renderPage(<SessionEffects />, { store });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signedInEffectsLoaded).not.toHaveBeenCalled();
  });

  it.each([
    { locale: 'en' as const, from: '/cashier/deposit', index: '/' },
    { locale: 'pl' as const, from: '/pl/cashier/deposit', index: '/pl' },
  ])('renders nothing and, after the idle logout, goes to $index', async ({ locale, from, index }) => {
    server.use(platformHandler('account.getInfo', visitorAccountFixture));
    const store = await createTestStore({ account: accountFixture, generalInfo: { time_to_force_logout: 10 }, locale });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const view = await renderPage(<SessionEffects />, { route: from, store, locale });
    // Nothing of its own: the only text is where the router is.
    expect(view.container.textContent).toBe(from);
    // The idle logout's code loads for a signed-in player: the clock starts once it has.
    await act(() => import('./signed-in-session-effects'));
    act(() => vi.advanceTimersByTime(10_000));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(index));
  });

});
