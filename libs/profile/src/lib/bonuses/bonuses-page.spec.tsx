import { bettingBonusesFixture, bonusesFixture, platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, startTestServer } from '@casino/session/testing';
import { profileFeature } from '../profile-feature';
import { BonusesPage } from './bonuses-page';

const { server, seen } = startTestServer();
const { bodiesOf } = seen;

const renderBonuses = () => renderPage(<BonusesPage />, { route: '/profile/bonuses', state: {}, feature: profileFeature });
const cardOf = async (name: string) => within((await screen.findByRole('heading', { name })).closest('section') as HTMLElement);

describe('BonusesPage', { timeout: 30_000 }, () => {
  it('lists casino and betting bonuses with their state and wagering', async () => {
    await renderBonuses();
    const active = await cardOf('100% welcome bonus');
    expect(active.getByText('Active')).toBeInTheDocument();
    expect(active.getByRole('progressbar', { name: 'Wagering' })).toBeInTheDocument();
    expect((await cardOf('Free bet 10 EUR')).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('asks to burn the active casino bonus before activating another one', async () => {
    await renderBonuses();
    await userEvent.click((await cardOf('Reload bonus 50%')).getByRole('button', { name: 'Activate' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Replace your active bonus?' }));
    expect(dialog.getByText(/burns your active bonus 100% welcome bonus/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Replace bonus' }));
    expect(await screen.findByText('The bonus is active. Good luck!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await bodiesOf('bonuses.activate')).toEqual([{ bonus_id: '12' }]);
  });

  it('activates a betting bonus after a confirm and then says it is ready to bet', async () => {
    await renderBonuses();
    await userEvent.click((await cardOf('Free bet 10 EUR')).getByRole('button', { name: 'Activate' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Activate this bonus?' }));
    expect(confirm.getByText('Free bet 10 EUR: €10 will be added to your bonus balance.')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alertdialog', { name: 'Your betting bonus is active' })).toBeInTheDocument();
    expect(await bodiesOf('BettingBonuses.activate')).toEqual([{ bonus_id: '21' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Place a bet' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/betting');
  });

  it('keeps the confirm open with the reason when the platform refuses', async () => {
    server.use(platformErrorHandler('bonuses.remove', 'InvalidParameterException', { errorData: { bonus_id: ['Bonus cannot be removed'] } }));
    await renderBonuses();
    await userEvent.click((await cardOf('Reload bonus 50%')).getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove this bonus?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This bonus cannot be changed right now.');
  });

  it('says why the list is empty and where bonuses come from', async () => {
    server.use(
      platformHandler('bonuses.get', { items: [], total: 0 }),
      platformHandler('BettingBonuses.get', { items: [], total: 0 }),
      platformHandler('freespins.get', { items: [], count: 0 }),
    );
    await renderBonuses();
    expect(await screen.findByRole('heading', { name: 'No bonuses yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See promotions' })).toHaveAttribute('href', '/promotions');
    expect(bonusesFixture.length + bettingBonusesFixture.length).toBeGreaterThan(0);
  });
});
