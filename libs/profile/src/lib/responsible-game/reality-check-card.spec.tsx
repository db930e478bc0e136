import { renderPage, startTestServer } from '@casino/session/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileFeature } from '../profile-feature';
import { RealityCheckCard } from './reality-check-card';

const { seen } = startTestServer();

describe('RealityCheckCard', { timeout: 30_000 }, () => {
  it('keeps the interval the player is typing when the platform value lands meanwhile, and saves it', async () => {
    const view = await renderPage(<RealityCheckCard intervalMinutes={null} />, { route: '/profile/responsible-game', feature: profileFeature });
    const interval = await screen.findByLabelText('Remind me every (minutes)');
    await userEvent.type(interval, '45');
    // The platform's answer (another device set 30 minutes) arrives while the player types.
    view.rerender(<RealityCheckCard intervalMinutes={30} />);
    expect(await screen.findByText('Every 30 minutes.')).toBeInTheDocument();
    expect(interval).toHaveValue('45');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('Your reality check is saved.')).toBeInTheDocument();
    expect(await seen.bodiesOf('responsibleGaming.setRealityCheck')).toEqual([{ interval_minutes: '45' }]);
  });
});
