import { formatDate } from '@casino/i18n';
import { platformErrorHandler, platformHandler, recordRequests } from '@casino/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectDialogs } from '@casino/ui-kit';
import { dialogStandIns, player, renderPage, startTestServer, visitor } from '@casino/session/testing';
import { promotionsFeature } from '../promotions-feature';
import { offersFixture, welcomeOffer } from '../testing/offers-fixtures';
import { PromotionPage } from './promotion-page';

const { server } = startTestServer();
/** The feature under test, and the sign-up popup it opens by id. */
const page = { feature: promotionsFeature, dialogs: dialogStandIns('auth') };
const seen = recordRequests(server);
afterEach(() => seen.clear());
beforeEach(() => server.use(platformHandler('campaigns.getoffers', { items: offersFixture, count: offersFixture.length })));

const open = (id: string, signedIn = true) => renderPage(<PromotionPage />, { route: `/promotions/${id}`, path: '/promotions/:id', state: signedIn ? player : visitor, ...page });

describe('PromotionPage', () => {
  it('shows the promotion with its countdown and terms, amounts in the currency and dates dd.mm.yyyy', async () => {
    await open('1');
    expect(await screen.findByRole('heading', { name: 'Welcome bonus 100%', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    const terms = within(screen.getByRole('region', { name: 'Terms' }));
    const term = (name: string) => terms.getByText(name).nextElementSibling?.textContent;
    expect(term('Reward')).toBe('100% bonus up to €500');
    expect(term('Minimum deposit')).toBe('€10');
    expect(term('Wagering requirement')).toBe('30× the bonus');
    expect(term('Not available with')).toBe('crypto');
    expect(term('Valid')).toBe(`${formatDate(welcomeOffer.started_at ?? '')} – ${formatDate(welcomeOffer.finished_at ?? '')}`);
    expect(term('Valid')).toMatch(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
    expect(screen.getByRole('link', { name: 'Deposit and get it' })).toHaveAttribute('href', '/cashier/deposit?offer=1');
  });

  it('lets a signed-in player take part (campaigns.takepromotions with offer_id)', async () => {
    await open('3');
    await userEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are taking part.');
    const call = (await seen.all()).find((request) => request.path === '/api/campaigns.takepromotions');
    expect(call?.body).toEqual({ offer_id: '3' });
  });

  it('says so when taking part fails, and keeps the button for another try', async () => {
    server.use(platformErrorHandler('campaigns.takepromotions', 'InternalServerErrorException', { status: 500 }));
    await open('3');
    await userEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you up for this promotion.');
    expect(screen.getByRole('button', { name: 'Take part' })).toBeEnabled();
  });

  it('offers to fill in the profile when the platform needs personal data first (UserNeedProfileDataException)', async () => {
    server.use(platformErrorHandler('campaigns.takepromotions', 'UserNeedProfileDataException'));
    const { store } = await open('3');
    await userEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    await vi.waitFor(() =>
      expect(selectDialogs(store.getState()).map(({ id, type }) => ({ id, type }))).toEqual([{ id: 'fill-profile-info', type: 'confirm' }]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take part' })).toBeEnabled();
  });

  it('asks a visitor to sign in instead of taking part', async () => {
    const { store } = await open('3', false);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to take part' }));
    expect(selectDialogs(store.getState()).map(({ id, props }) => ({ id, props }))).toEqual([{ id: 'auth', props: { mode: 'login' } }]);
    expect((await seen.all()).some((request) => request.path === '/api/campaigns.takepromotions')).toBe(false);
  });

  it.each(['999', 'abc'])('fails its route validation for /promotions/%s with the not-found message', async (id) => {
    await open(id);
    expect(await screen.findByText(`Page Not Found: /promotions/${id}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  });
});
