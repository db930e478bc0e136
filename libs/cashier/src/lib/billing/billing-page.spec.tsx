import { depositSettingsFixture, paymentResultFixture, platformHandler, platformHttpErrorHandler } from '@casino/api-client/testing';
import { renderPage, startTestServer } from '@casino/session/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cashierFeature } from '../cashier-feature';
import { BillingPage } from './billing-page';

const { server, seen } = startTestServer();

/** Billing, reached from the deposit page with its draft. */
function renderBilling() {
  const draft = { method: 'card', amount: '100', campaign_offer_id: '' };
  return renderPage(<BillingPage />, { route: { pathname: '/cashier/billing', state: { draft } }, feature: cashierFeature });
}

const landedOn = (path: string) => screen.findByText(path, { selector: '[data-testid="location"]' });

const deposits = async () => (await seen.all()).filter((request) => request.path === '/api/cashier.makedeposit');

describe('BillingPage', () => {
  beforeEach(() => server.use(platformHandler('cashier.makedeposit', { ...paymentResultFixture, redirect_url: null }, { delayMs: 50 })));

  it('sends one deposit for a double click and waits for it on the pending page', async () => {
    await renderBilling();
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Pay €100' }));
    expect(await landedOn('/cashier/paypending/601')).toBeInTheDocument();
    const sent = await deposits();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ method: 'card', amount: '100', campaign_offer_id: 'null', requisites: '{}' });
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('labels a payment detail of a type it has no label for by the field\'s name', async () => {
    const phoneDetail = { name: 'phone_number', type: 'phone', required: true };
    const methods = depositSettingsFixture.methods.map((method) => (method.sysname === 'card' ? { ...method, fields: [phoneDetail] } : method));
    server.use(platformHandler('cashier.getdepositsettings', { ...depositSettingsFixture, methods }));
    await renderBilling();
    expect(await screen.findByLabelText('phone_number')).toBeInTheDocument();
  });

  it('retries an unanswered deposit with the same Idempotency-Key', async () => {
    server.use(platformHttpErrorHandler('cashier.makedeposit', 502));
    await renderBilling();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay €100' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('never a second one');
    server.resetHandlers();
    server.use(platformHandler('cashier.makedeposit', { ...paymentResultFixture, redirect_url: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await landedOn('/cashier/paypending/601')).toBeInTheDocument();
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
      await renderBilling();
      await userEvent.click(await screen.findByRole('button', { name: 'Pay €100' }));
      expect(await landedOn('/cashier/paynewwindow')).toBeInTheDocument();
      expect(open).toHaveBeenCalledTimes(1);
      expect(paymentWindow.opener).toBeNull();
      expect(paymentWindow.location.replace).toHaveBeenCalledWith('/platform/pay/601');
    });

    it('opens the payment page with no opener and no referrer when the first window was blocked', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      await renderBilling();
      await userEvent.click(await screen.findByRole('button', { name: 'Pay €100' }));
      expect(await landedOn('/cashier/paynewwindow')).toBeInTheDocument();
      expect(open).toHaveBeenLastCalledWith('/platform/pay/601', '_blank', 'noopener,noreferrer');
    });
  });
});
