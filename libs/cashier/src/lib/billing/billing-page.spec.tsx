import { configurePlatformApi, platformApi } from '@casino/api-client';
import { depositSettingsFixture, paymentResultFixture, platformHandler, platformHandlers, platformHttpErrorHandler, recordRequests } from '@casino/api-client/testing';
import { cmsApi } from '@casino/cms-client';
import { cmsHandlers } from '@casino/cms-client/testing';
import { overlaysSlice } from '@casino/session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import en from '../../messages/en.json';
import { BillingPage } from './billing-page';

const server = setupServer(...platformHandlers, ...cmsHandlers);
const seen = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => configurePlatformApi({ baseUrl: 'http://localhost/api', retryBaseDelayMs: 1 }));
afterEach(() => {
  server.resetHandlers();
  seen.clear();
});
afterAll(() => server.close());

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderBilling() {
  const store = configureStore({
    reducer: combineSlices(platformApi, cmsApi, overlaysSlice),
    middleware: (getDefault) => getDefault().concat(platformApi.middleware, cmsApi.middleware),
  });
  const draft = { method: 'card', amount: '100', campaign_offer_id: '' };
  render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={en}>
        <MemoryRouter initialEntries={[{ pathname: '/cashier/billing', state: { draft } }]}>
          <Routes>
            <Route path="/cashier/billing" element={<BillingPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

const deposits = async () => (await seen.all()).filter((request) => request.path === '/api/cashier.makedeposit');

describe('BillingPage', () => {
  beforeEach(() => server.use(platformHandler('cashier.makedeposit', { ...paymentResultFixture, redirect_url: null }, { delayMs: 50 })));

  it('sends one deposit for a double click and waits for it on the pending page', async () => {
    renderBilling();
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Pay €100' }));
    expect(await screen.findByText('at /cashier/paypending/601')).toBeInTheDocument();
    const sent = await deposits();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ method: 'card', amount: '100', campaign_offer_id: 'null', requisites: '{}' });
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries an unanswered deposit with the same Idempotency-Key', async () => {
    server.use(platformHttpErrorHandler('cashier.makedeposit', 502));
    renderBilling();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay €100' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('never a second one');
    server.resetHandlers(platformHandler('cashier.makedeposit', { ...paymentResultFixture, redirect_url: null }), ...platformHandlers, ...cmsHandlers);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('at /cashier/paypending/601')).toBeInTheDocument();
    const keys = (await deposits()).map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  describe('a payment page in a new window', () => {
    const newWindowCard = { ...depositSettingsFixture, methods: depositSettingsFixture.methods.map((method) => ({ ...method, is_new_window: true })) };
    beforeEach(() =>
      server.use(
        platformHandler('cashier.getdepositsettings', newWindowCard),
        platformHandler('cashier.makedeposit', { ...paymentResultFixture, redirect_url: '/platform/pay/601', is_new_window: true }),
      ),
    );
    afterEach(() => vi.restoreAllMocks());

    it('opens the window on the click, cuts it from this page, then points it at the payment page', async () => {
      const paymentWindow = { opener: window as Window | null, location: { replace: vi.fn() }, close: vi.fn() };
      const open = vi.spyOn(window, 'open').mockReturnValue(paymentWindow as unknown as Window);
      renderBilling();
      await userEvent.click(await screen.findByRole('button', { name: 'Pay €100' }));
      expect(await screen.findByText('at /cashier/paynewwindow')).toBeInTheDocument();
      expect(open).toHaveBeenCalledTimes(1);
      expect(paymentWindow.opener).toBeNull();
      expect(paymentWindow.location.replace).toHaveBeenCalledWith('/platform/pay/601');
    });

    it('opens the payment page with no opener and no referrer when the first window was blocked', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      renderBilling();
      await userEvent.click(await screen.findByRole('button', { name: 'Pay €100' }));
      expect(await screen.findByText('at /cashier/paynewwindow')).toBeInTheDocument();
      expect(open).toHaveBeenLastCalledWith('/platform/pay/601', '_blank', 'noopener,noreferrer');
    });
  });
});
