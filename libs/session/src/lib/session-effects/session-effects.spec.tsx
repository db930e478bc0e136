// @vitest-environment jsdom
import { platformHandler, platformHandlers, visitorAccountFixture } from '@casino/api-client/testing';
import { act } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithStore, seededStore } from '../testing/render-with-store';
import { SessionEffects } from './session-effects';

const server = setupServer(...platformHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

function CurrentPath() {
  return <output>{useLocation().pathname}</output>;
}

describe('SessionEffects', () => {
  it.each([
    { locale: 'en' as const, from: '/cashier/deposit', index: '/' },
    { locale: 'pl' as const, from: '/pl/cashier/deposit', index: '/pl' },
  ])('renders nothing and, after the idle logout, goes to $index', async ({ locale, from, index }) => {
    server.use(platformHandler('account.getInfo', visitorAccountFixture));
    const store = await seededStore({ generalInfo: { time_to_force_logout: 10 }, locale });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const view = renderWithStore(
      <MemoryRouter initialEntries={[from]}>
        <SessionEffects />
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>,
      store,
    );
    expect(view.container.textContent).toBe(from);
    act(() => vi.advanceTimersByTime(10_000));
    await vi.waitFor(() => expect(view.container.textContent).toBe(index));
  });
});
