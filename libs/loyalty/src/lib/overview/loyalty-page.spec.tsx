import { platformErrorHandler } from '@casino/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStandIns, renderPage, startTestServer, visitor } from '@casino/session/testing';
import { loyaltyFeature } from '../loyalty-feature';
import { infoFixture, loyaltyBackend, loyaltyInfoAnswer, loyaltyProgramsAnswer } from '../testing/loyalty-fixtures';
import { LoyaltyPage } from './loyalty-page';

const { server, seen } = startTestServer();
/** The feature under test, and the sign-up popup it opens by id. */
const page = { feature: loyaltyFeature, dialogs: dialogStandIns('auth') };

describe('LoyaltyPage', () => {
  it("shows a player's level, points with the programme's alias and the progress to the next level", async () => {
    server.use(...loyaltyBackend().handlers);
    await renderPage(<LoyaltyPage />, { route: '/loyalty', ...page });

    expect(await screen.findByRole('heading', { name: 'Silver', level: 2 })).toBeInTheDocument();
    expect(screen.getByTestId('loyalty-points')).toHaveTextContent('1,250 Coins');
    const progress = screen.getByRole('progressbar', { name: 'Progress to Gold' });
    expect(progress).toHaveAttribute('aria-valuenow', '850');
    expect(progress).toHaveAttribute('aria-valuemax', '4000');
    // Coins earned in all against the next level's threshold, as the level tiles say it (Silver from 1,000, Gold from 5,000).
    expect(progress).toHaveAttribute('aria-valuetext', '1,850 of 5,000');
    expect(screen.getByText('3,150 Coins more to reach Gold')).toBeInTheDocument();
  });

  it('lists the levels with the reached ones, the current one and the locked ones', async () => {
    server.use(...loyaltyBackend().handlers);
    await renderPage(<LoyaltyPage />, { route: '/loyalty', ...page });
    const levels = await screen.findByRole('list', { name: 'Levels' });
    const items = within(levels).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bronze'),
      expect.stringContaining('Silver'),
      expect.stringContaining('Gold'),
      expect.stringContaining('Platinum'),
      expect.stringContaining('Diamond'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('Reached')).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(within(items[2] as HTMLElement).getByText('From 5,000 Coins earned')).toBeInTheDocument();
    expect(within(items[4] as HTMLElement).getByRole('img', { name: 'Not reached yet' })).toBeInTheDocument();
  });

  it('says the top level is reached instead of showing progress', async () => {
    server.use(loyaltyInfoAnswer(infoFixture({ exp: 90_000, points: 400 })), ...loyaltyBackend().handlers);
    await renderPage(<LoyaltyPage />, { route: '/loyalty', ...page });
    expect(await screen.findByText('You are on the top level. Thank you for playing with us!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('changes the character after confirming, with loyalty.setcharacter', async () => {
    const backend = loyaltyBackend();
    server.use(...backend.handlers);
    await renderPage(<LoyaltyPage />, { route: '/loyalty', ...page });

    await userEvent.click(await screen.findByRole('button', { name: 'Change character' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose your character' });
    expect(await within(picker).findByRole('radio', { name: /Knight/ })).toBeChecked();
    expect(within(picker).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(await within(picker).findByRole('radio', { name: 'Wizard' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('dialog', { name: 'Play as Wizard?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, change' }));

    expect(await screen.findByText('You now play as Wizard.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const character = screen.getByRole('region', { name: 'Your character' });
    expect(within(character).getByText('Wizard')).toBeInTheDocument();
    const calls = await seen.all();
    expect(calls.find((call) => call.path === '/api/loyalty.setcharacter')?.body).toEqual({ id: '2' });
  });

  it('invites a visitor to sign up and never asks for the loyalty info (SPEC.md 6)', async () => {
    server.use(...loyaltyBackend().handlers);
    const { store } = await renderPage(<LoyaltyPage />, { route: '/loyalty', state: visitor, ...page });

    expect(await screen.findByRole('heading', { name: 'Join the club and get rewarded' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Levels' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(store.getState().overlays.dialogs).toEqual([expect.objectContaining({ id: 'auth', props: { mode: 'register' } })]);
    expect((await seen.all()).map((call) => call.path)).not.toContain('/api/loyalty.getinfo');
  });

  it('offers a retry when the loyalty info fails to load', async () => {
    server.use(platformErrorHandler('loyalty.getinfo', 'InternalServerErrorException', { status: 500 }), loyaltyProgramsAnswer);
    await renderPage(<LoyaltyPage />, { route: '/loyalty', ...page });
    const alert = await screen.findByRole('alert');
    server.use(...loyaltyBackend().handlers);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Silver', level: 2 })).toBeInTheDocument();
  });
});
