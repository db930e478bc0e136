import { accountFixture, platformHandler } from '@casino/api-client/testing';
import { waitFor } from '@testing-library/react';
import { selectDialogs } from '@casino/ui-kit';
import { renderPage, startTestServer } from '@casino/session/testing';
import { useLocation } from 'react-router-dom';
import { authFeature } from '../auth-feature';
import { OAuthReturnEffect } from './oauth-return-effect';
import { rememberSocialAuth, SOCIAL_AUTH_KEY, takeSocialAuth } from './pending-social-auth';

const { server } = startTestServer();

afterEach(() => sessionStorage.clear());

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

const page = (
  <>
    <OAuthReturnEffect />
    <Address />
  </>
);

describe('OAuthReturnEffect (a social sign-in continued in this window)', () => {
  it('picks up the session this tab asked for and asks a new social player to finish registration', async () => {
    server.use(platformHandler('account.getInfo', { ...accountFixture, is_registration_completed: false }));
    rememberSocialAuth('google', 'register');
    const { store, getByTestId } = await renderPage(page, { route: '/gamehall?category=7&oauth=success', feature: authFeature });
    await waitFor(() => expect(getByTestId('address')).toHaveTextContent(/^\/gamehall\?category=7$/));
    await waitFor(() => expect(selectDialogs(store.getState())).toEqual([expect.objectContaining({ id: 'social-registration' })]), { timeout: 10_000 });
    expect(sessionStorage.getItem(SOCIAL_AUTH_KEY)).toBeNull();
    // The account is asked again and the registration dialog's code loads: seconds on a loaded machine.
  }, 40_000);

  it('starts nothing for an address with oauth=success this tab did not ask for, and drops the parameter', async () => {
    server.use(platformHandler('account.getInfo', { ...accountFixture, is_registration_completed: false }));
    const { store, getByTestId } = await renderPage(page, { route: '/?oauth=success', feature: authFeature });
    await waitFor(() => expect(getByTestId('address')).toHaveTextContent(/^\/$/));
    expect(selectDialogs(store.getState())).toEqual([]);
  });
});

describe('takeSocialAuth', () => {
  it('gives the pending sign-in once, and nothing stale, future or malformed', () => {
    const now = 1_000_000_000;
    rememberSocialAuth('google', 'login', sessionStorage, now);
    expect(takeSocialAuth(sessionStorage, now + 1000)).toEqual({ service: 'google', typeAuth: 'login', at: now });
    expect(takeSocialAuth(sessionStorage, now + 1000)).toBeNull();
    rememberSocialAuth('google', 'login', sessionStorage, now);
    expect(takeSocialAuth(sessionStorage, now + 16 * 60 * 1000)).toBeNull();
    rememberSocialAuth('google', 'login', sessionStorage, now + 5000);
    expect(takeSocialAuth(sessionStorage, now)).toBeNull();
    sessionStorage.setItem(SOCIAL_AUTH_KEY, '{"service":1,"typeAuth":"admin","at":0}');
    expect(takeSocialAuth(sessionStorage, now)).toBeNull();
  });
});
