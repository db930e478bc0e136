import { platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { Offer } from '@casino/platform-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStandIns, renderPage, startTestServer, visitor } from '@casino/session/testing';
import { promotionsFeature } from '../promotions-feature';
import { offersFixture, welcomeOffer } from '../testing/offers-fixtures';
import { PromotionsPage } from './promotions-page';

const { server } = startTestServer();
/** The feature under test, and the sign-up popup it opens by id. */
const page = { feature: promotionsFeature, dialogs: dialogStandIns('auth') };
const answerOffers = (offers: Offer[]) => server.use(platformHandler('campaigns.getoffers', { items: offers, count: offers.length }));

const card = (title: string) => screen.getByRole('heading', { name: title, level: 3 }).closest('article') as HTMLElement;

describe('PromotionsPage', () => {
  it('lists every campaign as a card with its reward in the currency, countdown and one call to action', async () => {
    answerOffers(offersFixture);
    await renderPage(<PromotionsPage />, { route: '/promotions', ...page });

    expect(screen.getByRole('heading', { name: 'Promotions', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'All promotions' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);

    const welcome = card('Welcome bonus 100%');
    expect(within(welcome).getByText('100% bonus up to €500')).toBeInTheDocument();
    expect(within(welcome).getByText('Deposit bonus')).toBeInTheDocument();
    expect(within(welcome).getByRole('timer')).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: 'Deposit and get it' })).toHaveAttribute('href', '/cashier/deposit?offer=1');
    expect(welcome.querySelector('img')).toHaveAttribute('loading', 'lazy');

    const spins = card('20 free spins');
    expect(within(spins).getByText('20 free spins', { selector: 'p' })).toBeInTheDocument();
    expect(within(spins).getByRole('link', { name: 'Details: 20 free spins' })).toHaveAttribute('href', '/promotions/3');
    expect(within(card('€10 free bet')).getByText('€10 free bet', { selector: 'p' })).toBeInTheDocument();
    expect(within(card('Weekly cashback 10%')).getByText('No end date')).toBeInTheDocument();
  });

  it('shows a deposit offer to a signed-in player only when the player satisfies its trigger (SPEC.md 6)', async () => {
    const notForThisPlayer = { ...welcomeOffer, trigger: { ...welcomeOffer.trigger, user_satisfies_params: false } };
    answerOffers([notForThisPlayer, ...offersFixture.slice(1)]);
    await renderPage(<PromotionsPage />, { route: '/promotions', ...page });
    await screen.findByRole('heading', { name: '20 free spins' });
    expect(screen.queryByRole('heading', { name: 'Welcome bonus 100%' })).not.toBeInTheDocument();
  });

  it('shows the same deposit offer to a visitor', async () => {
    const notForThisPlayer = { ...welcomeOffer, trigger: { ...welcomeOffer.trigger, user_satisfies_params: false } };
    answerOffers([notForThisPlayer]);
    await renderPage(<PromotionsPage />, { route: '/promotions', state: visitor, ...page });
    expect(await screen.findByRole('heading', { name: 'Welcome bonus 100%' })).toBeInTheDocument();
  });

  it('shows the CMS banners as featured links in the current locale', async () => {
    answerOffers(offersFixture);
    await renderPage(<PromotionsPage />, { route: '/promotions', ...page });
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(await within(featured).findByRole('link', { name: /Welcome pack/ })).toHaveAttribute('href', '/promotions');
  });

  it('says what to do when there is no promotion', async () => {
    answerOffers([]);
    await renderPage(<PromotionsPage />, { route: '/promotions', ...page });
    expect(await screen.findByRole('heading', { name: 'No promotions right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the game hall' })).toHaveAttribute('href', '/gamehall');
  });

  it('offers a retry when the offers fail to load, and shows them once they come', async () => {
    server.use(platformErrorHandler('campaigns.getoffers', 'InternalServerErrorException', { status: 500 }));
    await renderPage(<PromotionsPage />, { route: '/promotions', ...page });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    answerOffers(offersFixture);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome bonus 100%' })).toBeInTheDocument();
  });
});
