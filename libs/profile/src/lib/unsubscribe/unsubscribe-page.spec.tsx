import { platformErrorHandler, platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProfile, setupPlatformServer } from '../testing/render-profile';
import { UnsubscribePage } from './unsubscribe-page';

const { server, bodiesOf } = setupPlatformServer();

describe('UnsubscribePage', { timeout: 30_000 }, () => {
  beforeEach(() => server.use(platformHandler('account.getInfo', visitorAccountFixture)));

  it('unsubscribes the mail link token after one press', async () => {
    renderProfile(<UnsubscribePage />, { path: '/unsubscribe', url: '/unsubscribe?token=abc123' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(await bodiesOf('account.unsubscribe')).toEqual([{ token: 'abc123' }]);
  });

  it('says the link does not work when the platform refuses the token', async () => {
    server.use(platformErrorHandler('account.unsubscribe', 'InvalidParameterException', { errorData: { token: ['Wrong field'] } }));
    renderProfile(<UnsubscribePage />, { path: '/unsubscribe', url: '/unsubscribe?token=old' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  });
});
