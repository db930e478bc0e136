import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStandIns, renderPage, startTestServer, visitor } from '@casino/session/testing';
import { loyaltyFeature } from '../loyalty-feature';
import { loyaltyBackend, loyaltyProductsAnswer, notEnoughPointsAnswer } from '../testing/loyalty-fixtures';
import { ShopPage } from './shop-page';

const { server, seen } = startTestServer();
/** The feature under test, and the sign-up popup it opens by id. */
const page = { feature: loyaltyFeature, dialogs: dialogStandIns('auth') };
const card = (title: string) => screen.getByRole('heading', { name: title, level: 3 }).closest('article') as HTMLElement;

describe('ShopPage', () => {
  it('shows every product with its kind, what it gives and its price in points', async () => {
    server.use(...loyaltyBackend().handlers);
    await renderPage(<ShopPage />, { route: '/loyalty/shop', ...page });

    expect(await screen.findByRole('heading', { name: 'Loyalty shop', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByTestId('loyalty-points')).toHaveTextContent('1,250 Coins');

    const spins = card('10 free spins');
    expect(within(spins).getByText('Free spins')).toBeInTheDocument();
    expect(within(spins).getByText('300 Coins')).toBeInTheDocument();
    expect(within(card('€5 bonus')).getByText('€5 bonus money')).toBeInTheDocument();
    expect(within(card('€100 cash')).getByText('Unlocks at Gold')).toBeInTheDocument();
    expect(within(card('€100 cash')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('buys a product after confirming, and the points go down', async () => {
    const backend = loyaltyBackend({ points: 1250 });
    server.use(...backend.handlers);
    await renderPage(<ShopPage />, { route: '/loyalty/shop', ...page });

    await userEvent.click(await screen.findByRole('button', { name: 'Buy 10 free spins for 300 Coins' }));
    const confirm = await screen.findByRole('dialog', { name: 'Buy 10 free spins?' });
    expect(within(confirm).getByText('It costs 300 Coins. You will have 950 Coins left.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Buy now' }));

    const done = await screen.findByRole('dialog', { name: 'It is yours!' });
    expect(within(done).getByText('10 free spins has been added to your account.')).toBeInTheDocument();
    expect(within(done).getByText('You have 950 Coins left.')).toBeInTheDocument();
    expect(screen.getByTestId('loyalty-points')).toHaveTextContent('950 Coins');
    expect((await seen.all()).find((call) => call.path === '/api/loyalty.buyproduct')?.body).toEqual({ product_id: '1' });

    await userEvent.click(within(done).getByRole('button', { name: 'Back to the shop' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the insufficient-funds dialog with the CMS text for a product above the points, without buying', async () => {
    server.use(...loyaltyBackend({ points: 1250 }).handlers);
    await renderPage(<ShopPage />, { route: '/loyalty/shop', ...page });

    await userEvent.click(await screen.findByRole('button', { name: 'Buy €20 bonus for 1,800 Coins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough Coins' });
    expect(within(dialog).getByText('Not enough coins yet. Keep playing to earn more.')).toBeInTheDocument();
    expect(within(dialog).getByText('You need 550 Coins more for €20 bonus.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to the game hall' })).toHaveAttribute('href', '/gamehall');
    expect((await seen.all()).map((call) => call.path)).not.toContain('/api/loyalty.buyproduct');
  });

  it('turns a server answer of "Not enough points" into the insufficient-funds dialog', async () => {
    server.use(notEnoughPointsAnswer, ...loyaltyBackend({ points: 1250 }).handlers);
    await renderPage(<ShopPage />, { route: '/loyalty/shop', ...page });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy €5 bonus for 500 Coins' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Buy €5 bonus?' })).getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('dialog', { name: 'Not enough Coins' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Buy €5 bonus?' })).not.toBeInTheDocument();
  });

  it('lets a visitor see the shop and asks them to sign up to buy', async () => {
    server.use(...loyaltyBackend().handlers);
    const { store } = await renderPage(<ShopPage />, { route: '/loyalty/shop', state: visitor, ...page });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 10 free spins for 300 Coins' }));
    expect(store.getState().overlays.dialogs).toEqual([expect.objectContaining({ id: 'auth', props: { mode: 'register' } })]);
  });

  it('says what to do when the shop is empty', async () => {
    server.use(loyaltyProductsAnswer([]), ...loyaltyBackend().handlers);
    await renderPage(<ShopPage />, { route: '/loyalty/shop', ...page });
    expect(await screen.findByRole('heading', { name: 'The shop is being restocked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the game hall' })).toHaveAttribute('href', '/gamehall');
  });
});
