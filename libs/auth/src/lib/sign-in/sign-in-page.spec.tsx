import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, startTestServer } from '@casino/session/testing';
import { authFeature } from '../auth-feature';
import { twoFactorLoginHandler, wrongPasswordHandler } from '../testing/story-handlers';
import { SignInPage } from './sign-in-page';

const { server, seen } = startTestServer();

const logins = async () => (await seen.all()).filter((request) => request.path === '/api/auth.login');

async function signIn(login: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email or phone'), login);
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  it.each([
    ['back to the page the player came from', '/pl/forms/sign_in?redirectUrl=%2Fpl%2Fgamehall%3Fcategory%3D7', '/pl/gamehall?category=7'],
    ['home without one', '/pl/forms/sign_in', '/pl'],
    ['home, never to another site', '/forms/sign_in?redirectUrl=https%3A%2F%2Fevil.example%2F', '/'],
  ])('shows the brand and a close control %s', async (_, route, closeTo) => {
    const locale = route.startsWith('/pl') ? 'pl' : 'en';
    await renderPage(<SignInPage />, { route, feature: authFeature, locale });
    const close = screen.getByRole('link', { name: locale === 'pl' ? 'Zamknij' : 'Close' });
    expect(close).toHaveAttribute('href', closeTo);
    expect(screen.getByRole('link', { name: locale === 'pl' ? 'Strona główna kasyna' : 'Casino home' })).toHaveTextContent('Casino');
    await userEvent.click(close);
    expect(screen.getByTestId('location')).toHaveTextContent(closeTo);
  });

  it('"Forgot your password?" reads as a link and opens the reset form', async () => {
    await renderPage(<SignInPage />, { route: '/forms/sign_in', feature: authFeature });
    const forgot = screen.getByRole('button', { name: 'Forgot your password?' });
    // The link's look, not a ghost button's (styles are class names in tests: the one text-link class).
    expect(forgot.className).toMatch(/textLink/);
    await userEvent.click(forgot);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Sign in');
  });

  it('sends the phone login without its leading + and goes back to redirectUrl', async () => {
    await renderPage(<SignInPage />, { route: '/forms/sign_in?redirectUrl=%2Fcashier%2Fdeposit', feature: authFeature });
    await signIn('+48600100200', 'secret12');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cashier/deposit'));
    const [request] = await logins();
    expect(request.body).toMatchObject({ login: '48600100200', password: 'secret12' });
  });

  it('goes home in the page locale without a redirectUrl, and never to another site', async () => {
    await renderPage(<SignInPage />, { route: '/forms/sign_in?redirectUrl=https%3A%2F%2Fevil.example%2F', feature: authFeature });
    await signIn('player@example.com', 'secret12');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('keeps what was typed after a wrong password, says what to do and sends error-login with the code', async () => {
    server.use(wrongPasswordHandler);
    await renderPage(<SignInPage />, { route: '/forms/sign_in', feature: authFeature });
    await signIn('player@example.com', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password. Check both and try again.');
    expect(screen.getByLabelText('Email or phone')).toHaveValue('player@example.com');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('wrong-pass');
    expect(screen.getByTestId('location')).toHaveTextContent('/forms/sign_in');
  });

  it('sends one request for a double click', async () => {
    await renderPage(<SignInPage />, { route: '/forms/sign_in', feature: authFeature });
    await userEvent.type(screen.getByLabelText('Email or phone'), 'player@example.com');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret12');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(await logins()).toHaveLength(1);
  });

  it('moves to the code step on two-factor, keeps login and password, and maps the server messages', async () => {
    server.use(twoFactorLoginHandler({ validCode: '246810' }));
    await renderPage(<SignInPage />, { route: '/forms/sign_in', feature: authFeature });
    await signIn('safe@example.com', 'secret12');

    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByText(/You can ask for a new code in 60 seconds/)).toBeInTheDocument();
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is invalid. Check it and try again.')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.click(code);
    await userEvent.paste('Code: 246 810');
    expect(code).toHaveValue('246810');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));

    const sent = (await logins()).map((request) => request.body);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatchObject({ login: 'safe@example.com', password: 'secret12' });
    expect(sent[1]).toMatchObject({ login: 'safe@example.com', password: 'secret12', code: '111111' });
    expect(sent[2]).toMatchObject({ login: 'safe@example.com', password: 'secret12', code: '246810' });
  });

  it('shows the code field rule before asking the server', async () => {
    server.use(twoFactorLoginHandler());
    await renderPage(<SignInPage />, { route: '/forms/sign_in', feature: authFeature });
    await signIn('safe@example.com', 'secret12');
    await userEvent.type(await screen.findByLabelText('Verification code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Min length is 6')).toBeInTheDocument();
    expect(await logins()).toHaveLength(1);
  });
});
