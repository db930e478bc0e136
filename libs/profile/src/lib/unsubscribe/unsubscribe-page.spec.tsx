import { platformErrorHandler, platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, startTestServer } from '@casino/session/testing';
import { profileFeature } from '../profile-feature';
import { UnsubscribePage } from './unsubscribe-page';

const { server, seen } = startTestServer();
const { bodiesOf } = seen;

describe('UnsubscribePage', { timeout: 30_000 }, () => {
  beforeEach(() => server.use(platformHandler('account.getInfo', visitorAccountFixture)));

  it('unsubscribes the mail link token after one press', async () => {
    await renderPage(<UnsubscribePage />, { route: '/unsubscribe?token=abc123', path: '/unsubscribe', state: {}, feature: profileFeature });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(await bodiesOf('account.unsubscribe')).toEqual([{ token: 'abc123' }]);
  });

  it('says the link does not work when the platform refuses the token', async () => {
    server.use(platformErrorHandler('account.unsubscribe', 'InvalidParameterException', { errorData: { token: ['Wrong field'] } }));
    await renderPage(<UnsubscribePage />, { route: '/unsubscribe?token=old', path: '/unsubscribe', state: {}, feature: profileFeature });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  });
});
