import { platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { visitor } from '../testing/test-store';
import { startTestServer } from '../testing/test-server';
import { SessionClock } from './session-clock';

const { server } = startTestServer();

describe('SessionClock', () => {
  it('shows a signed-in player how long this session has lasted, from the platform’s count', async () => {
    await renderPage(<SessionClock />, { locale: 'en' });
    const clock = await screen.findByRole('timer', { name: 'Time in this session' });
    // The fixture's session started 35 minutes ago by the platform's clock.
    expect(clock).toHaveTextContent(/^0:35:0\d$/);
  });

  it('shows nothing to a visitor', async () => {
    server.use(platformHandler('account.getInfo', visitorAccountFixture));
    await renderPage(<SessionClock />, { locale: 'en', state: visitor });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
