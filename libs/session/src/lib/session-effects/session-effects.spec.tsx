import { accountFixture, platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { act, screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { createTestStore } from '../testing/test-store';
import { startTestServer } from '../testing/test-server';
import { SessionEffects } from './session-effects';

const { server } = startTestServer();
afterEach(() => vi.useRealTimers());

describe('SessionEffects', () => {
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
    act(() => vi.advanceTimersByTime(10_000));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(index));
  });
});
