import { accountFixture, platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { Bonus } from '@casino/platform-contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStandIns, renderPage, startTestServer, visitor } from '@casino/session/testing';
import { bettingFeature } from '../betting-feature';
import { BettingPage } from './betting-page';

const { server, seen } = startTestServer();
/** The feature under test, and the sign-up popup it opens by id. */
const page = { feature: bettingFeature, dialogs: dialogStandIns('auth') };

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const activeBonus: Bonus = {
  id: 31,
  type: 'betting',
  name: 'Free bet 10 EUR',
  status: 'active',
  amount: eur(10),
  wager: { required: eur(10), wagered: eur(4) },
  offer_id: 4,
  created_at: '2026-11-20T10:00:00Z',
  expired_at: '2026-12-04T10:00:00Z',
  activated_at: '2026-11-21T10:00:00Z',
};

/** A message of the optional frame contract, as the sportsbook frame posts it. */
const postFromSportsbook = (data: unknown) =>
  act(() => {
    const frame = screen.getByTitle('Sportsbook') as HTMLIFrameElement;
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }));
  });

describe('BettingPage', () => {
  it('shows a player the sportsbook beside their balances and usable betting bonuses', async () => {
    server.use(platformHandler('BettingBonuses.get', { items: [activeBonus], total: 1 }));
    await renderPage(<BettingPage />, { route: '/betting', ...page });
    expect(screen.getByRole('heading', { level: 1, name: 'Betting' })).toBeVisible();
    expect(screen.getByTitle('Sportsbook')).toBeInTheDocument();
    const bonuses = await screen.findByRole('region', { name: 'Your betting bonuses' });
    expect(await within(bonuses).findByRole('heading', { name: 'Free bet 10 EUR' })).toBeVisible();
    expect(within(bonuses).getByText('Active')).toBeVisible();
    expect(within(bonuses).getByRole('progressbar', { name: 'Wagering' })).toBeVisible();
    expect(within(bonuses).getByText('Valid until 04.12.2026')).toBeVisible();
    expect(within(bonuses).getByRole('link', { name: 'Manage your bonuses' })).toHaveAttribute('href', '/profile/bonuses');
    expect(screen.getByTestId('betting-main-balance')).toHaveTextContent('€1,250.50');
    const request = (await seen.all()).find((item) => item.path === '/api/BettingBonuses.get');
    expect(request?.query).toMatchObject({ status: 'active,available', count: '10' });
  });

  it('refreshes the balances and bonuses when the sportsbook says money moved', async () => {
    await renderPage(<BettingPage />, { route: '/betting', ...page });
    await screen.findByRole('region', { name: 'Your betting bonuses' });
    server.use(platformHandler('account.getInfo', { ...accountFixture, balance_betting_bonus: eur(6) }));
    postFromSportsbook({ type: 'frame:balance-changed' });
    await waitFor(() => expect(screen.getByTestId('betting-bonus-balance')).toHaveTextContent('€6'));
    const paths = (await seen.all()).map((item) => item.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/account.getInfo', '/api/BettingBonuses.get']));
  });

  it('says why the bonus list is empty and where to find bonuses, and offers a retry when it fails', async () => {
    server.use(platformHandler('BettingBonuses.get', { items: [], total: 0 }));
    const { unmount } = await renderPage(<BettingPage />, { route: '/betting', ...page });
    expect(await screen.findByRole('heading', { name: 'No betting bonuses yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See promotions' })).toHaveAttribute('href', '/promotions');
    unmount();

    server.use(platformErrorHandler('BettingBonuses.get', 'InternalServerErrorException', { status: 500 }));
    await renderPage(<BettingPage />, { route: '/betting', ...page });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
  });

  it('invites a visitor to sign in, from the page and from the sportsbook', async () => {
    await renderPage(<BettingPage />, { route: '/betting', state: visitor, ...page });
    expect(screen.queryByRole('region', { name: 'Your betting bonuses' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('dialog', { name: 'auth register' })).toBeInTheDocument();
    postFromSportsbook({ type: 'frame:navigate', to: 'sign-in' });
    expect(await screen.findByRole('dialog', { name: 'auth login' })).toBeInTheDocument();
  });
});
