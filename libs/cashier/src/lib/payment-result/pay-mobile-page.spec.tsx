import { renderPage, startTestServer } from '@casino/session/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cashierFeature } from '../cashier-feature';
import { PayMobilePage } from './pay-mobile-page';

startTestServer();

describe('PayMobilePage', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  });
  afterEach(() => vi.restoreAllMocks());

  it('goes on to the payment page by itself, and its button does the same when the browser held it back', async () => {
    const url = 'https://pay.example/checkout/42';
    await renderPage(<PayMobilePage />, { route: { pathname: '/cashier/paymobile', state: { url } }, feature: cashierFeature });
    expect(assign).toHaveBeenCalledWith(url);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('without a payment to continue leads back to the deposit page', async () => {
    await renderPage(<PayMobilePage />, { route: '/pl/cashier/paymobile', path: '/pl/cashier/paymobile', feature: cashierFeature, locale: 'pl' });
    expect(screen.getByRole('link', { name: 'Wróć do wpłaty' })).toHaveAttribute('href', '/pl/cashier/deposit');
    expect(assign).not.toHaveBeenCalled();
  });

  it('never follows a script address handed over in the router state', async () => {
    await renderPage(<PayMobilePage />, { route: { pathname: '/cashier/paymobile', state: { url: ['javascript', 'alert(1)'].join(':') } }, feature: cashierFeature });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to deposit' })).toBeVisible();
  });
});
