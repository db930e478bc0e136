import { accountFixture, platformHandler } from '@casino/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectDialogs } from '@casino/ui-kit';
import { renderPage, startTestServer, visitor } from '@casino/session/testing';
import { authFeature } from '../auth-feature';
import { SocialSignIn } from './social-sign-in';

const { server } = startTestServer();

afterEach(() => vi.restoreAllMocks());

/** A popup window the test moves along: at the provider, back on the site, or closed by the player. */
function fakePopup() {
  const popup = { closed: false, location: new URL('/oauth/init', window.location.href), close: vi.fn(() => (popup.closed = true)) };
  return popup;
}

describe('SocialSignIn', () => {
  it('shows each provider with its own logo, the button named by the provider alone', async () => {
    await renderPage(<SocialSignIn typeAuth="login" onSuccess={vi.fn()} />, { route: '/forms/sign_in', state: visitor, feature: authFeature });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    // Each brand's mark in its own colour, hidden from screen readers (the name says who it is).
    expect(google.querySelector('svg[aria-hidden="true"] path')).toHaveAttribute('fill', '#4285F4');
    expect(screen.getByRole('button', { name: 'Continue with Facebook' }).querySelector('svg[aria-hidden="true"] path')).toHaveAttribute('fill', '#0866FF');
  });

  it('opens /oauth/init in a 640x480 popup and completes when it comes back with oauth=success', async () => {
    server.use(platformHandler('account.getInfo', { ...accountFixture, is_registration_completed: false }));
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const onSuccess = vi.fn();
    const { store } = await renderPage(<SocialSignIn typeAuth="register" onSuccess={onSuccess} />, { route: '/forms/sign_up?redirectUrl=%2Fcashier', feature: authFeature });

    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const [url, , features] = open.mock.calls[0];
    expect(url).toBe('/oauth/init?service=google&redirect_url=%2Fforms%2Fsign_up%3FredirectUrl%3D%252Fcashier&type_auth=register');
    expect(features).toMatch(/width=640,height=480/);
    expect(screen.getByText('Finish signing in in the window that opened.')).toBeInTheDocument();

    popup.location = new URL('/forms/sign_up?redirectUrl=%2Fcashier&oauth=success', window.location.href);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(popup.close).toHaveBeenCalled();
    // The new social player still has to choose a currency (SPEC.md 4).
    expect(selectDialogs(store.getState())).toEqual([expect.objectContaining({ id: 'social-registration', preventClose: true })]);
  });

  it('says so when the player closes the popup, and can start again', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const onSuccess = vi.fn();
    await renderPage(<SocialSignIn typeAuth="login" onSuccess={onSuccess} />, { feature: authFeature });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    popup.closed = true;
    expect(await screen.findByText(/The sign-in window was closed before you finished/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('offers the same sign-in in this window when the popup is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await renderPage(<SocialSignIn typeAuth="login" onSuccess={vi.fn()} />, { feature: authFeature });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByText(/Your browser blocked the sign-in window/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue in this window' })).toBeInTheDocument();
  });
});
