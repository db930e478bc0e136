import { platformErrorHandler, platformHandler, recordRequests } from '@casino/api-client/testing';
import { cmsCommonFixture } from '@casino/cms-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { selectDialogs } from '@casino/ui-kit';
import { dialogStandIns, renderPage, startTestServer, visitor } from '@casino/session/testing';
import { promotionsFeature } from '../promotions-feature';
import { spinsOffer } from '../testing/offers-fixtures';
import { PromoCodeForm } from './promo-code-form';

const { server } = startTestServer();
/** The feature under test, and the sign-up popup it opens by id. */
const page = { feature: promotionsFeature, dialogs: dialogStandIns('auth') };
const seen = recordRequests(server);
afterEach(() => seen.clear());

const rejectCode = (code: string) =>
  server.use(platformErrorHandler('campaigns.activateOffer', 'InvalidParameterException', { errorData: { promo_code: [code] } }));

async function submit(code: string) {
  const field = screen.getByLabelText('Promo code');
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: /Activate|Check code/ }));
}

describe('PromoCodeForm', () => {
  it('activates a code for a signed-in player and opens the promo-code-activated popup', async () => {
    server.use(platformHandler('campaigns.activateOffer', { result: 1, status: 'activated', offer: spinsOffer }));
    const { store } = await renderPage(<PromoCodeForm />, page);
    await submit(' SPIN20 ');

    await vi.waitFor(() =>
      expect(selectDialogs(store.getState()).map(({ id, props }) => ({ id, props }))).toEqual([
        { id: 'promo-code-activated', props: { status: 'activated', offer: spinsOffer } },
      ]),
    );
    const call = (await seen.all()).find((request) => request.path === '/api/campaigns.activateOffer');
    expect(call?.method).toBe('POST');
    expect(call?.body).toMatchObject({ promo_code: 'SPIN20' });
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });

  it('shows the CMS text of the server code under the field and keeps the typed code', async () => {
    rejectCode('NOT_FOUND');
    server.use(
      http.get('*/cms/api/common', () =>
        HttpResponse.json({ data: { ...cmsCommonFixture, promoCodeErrors: { INVALID: 'Invalid promo code', NOT_FOUND: 'This promo code does not exist' } }, meta: {} }),
      ),
    );
    const { store } = await renderPage(<PromoCodeForm />, page);
    await submit('NOPE42');

    expect(await screen.findByText('This promo code does not exist')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveValue('NOPE42');
    expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription(/This promo code does not exist/);
    expect(selectDialogs(store.getState())).toEqual([]);
  });

  it('falls back to the INVALID text for a code without a text of its own', async () => {
    rejectCode('SOMETHING_NEW');
    await renderPage(<PromoCodeForm />, page);
    await submit('WEIRD');
    expect(await screen.findByText('This promo code is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveValue('WEIRD');
  });

  it('uses its own translation when the CMS has no text for a known code', async () => {
    rejectCode('EXPIRED');
    server.use(http.get('*/cms/api/common', () => HttpResponse.json({ data: { ...cmsCommonFixture, promoCodeErrors: {} }, meta: {} })));
    await renderPage(<PromoCodeForm />, page);
    await submit('SUMMER2024');
    expect(await screen.findByText('This promo code has expired.')).toBeInTheDocument();
  });

  it('does not blame the code when the platform cannot be reached', async () => {
    server.use(http.post('*/api/campaigns.activateOffer', () => HttpResponse.error()));
    await renderPage(<PromoCodeForm />, page);
    await submit('SPIN20');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check the code right now. Try again in a moment.');
    expect(screen.getByLabelText('Promo code')).toHaveValue('SPIN20');
    // The code was never judged: the field is not marked wrong.
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'false');
  });

  it('lets a visitor check a code and asks to sign in to activate it', async () => {
    server.use(platformHandler('campaigns.checkPromocode', { result: 1, offer: spinsOffer }));
    const { store } = await renderPage(<PromoCodeForm />, { state: visitor, ...page });
    await submit('SPIN20');

    expect(await screen.findByRole('status')).toHaveTextContent('The code SPIN20 unlocks “20 free spins”. Sign in to activate it.');
    expect((await seen.all()).some((request) => request.path === '/api/campaigns.activateOffer')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to activate' }));
    expect(selectDialogs(store.getState()).map(({ id, props }) => ({ id, props }))).toEqual([{ id: 'auth', props: { mode: 'login' } }]);
  });
});
