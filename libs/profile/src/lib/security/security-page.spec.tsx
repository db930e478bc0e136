import { accountFixture, platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, startTestServer } from '@casino/session/testing';
import { profileFeature } from '../profile-feature';
import { SecurityPage } from './security-page';

const { server, seen } = startTestServer();
const { bodiesOf } = seen;

const renderSecurity = () => renderPage(<SecurityPage />, { route: '/profile/security', state: {}, feature: profileFeature });

describe('SecurityPage: two-factor authentication', { timeout: 30_000 }, () => {
  it('turns two-factor on with the code sent to the login', async () => {
    await renderSecurity();
    expect(await screen.findByTestId('two-factor-state')).toHaveTextContent('Off');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('We sent a code to player@example.com. Enter it to confirm.')).toBeInTheDocument();
    server.use(platformHandler('account.getInfo', { ...accountFixture, two_factor_auth: true }));
    await userEvent.type(screen.getByLabelText(/^Code/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();
    expect(await screen.findByTestId('two-factor-state')).toHaveTextContent('On');
    expect(await bodiesOf('account.confirmTwoFactorAuth')).toEqual([{ code: '654321' }]);
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it.each([
    ['Time expired', 'The code has expired. Ask for a new one.'],
    ['two_factor_auth: code is invalid', 'The code is wrong. Check it and try again.'],
  ])('tells the player what "%s" means', async (serverText, shown) => {
    server.use(platformErrorHandler('account.confirmTwoFactorAuth', 'InvalidParameterException', { errorData: { code: [serverText] } }));
    await renderSecurity();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    await userEvent.type(await screen.findByLabelText(/^Code/), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code/)).toHaveValue('111111');
  });

  it('waits for the resend time before offering another code', async () => {
    await renderSecurity();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('button', { name: /You can ask for a new code in 60 s/ })).toBeDisabled();
  });
});

describe('SecurityPage: password', { timeout: 30_000 }, () => {
  it('changes the password and says when the current one is wrong', async () => {
    server.use(platformErrorHandler('account.changepassword', 'InvalidParameterException', { errorData: { old_password: ['Wrong password'] } }));
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await userEvent.type(form.getByLabelText(/^Current password/), 'secret1');
    await userEvent.type(form.getByLabelText(/^New password/), 'better22');
    await userEvent.type(form.getByLabelText(/^Repeat the new password/), 'better22');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(await bodiesOf('account.changepassword')).toEqual([{ old_password: 'secret1', new_password: 'better22', repeat_password: 'better22' }]);
  });

  it('checks the new password before sending it', async () => {
    await renderSecurity();
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await userEvent.type(form.getByLabelText(/^Current password/), 'secret1');
    await userEvent.type(form.getByLabelText(/^New password/), 'abc');
    await userEvent.type(form.getByLabelText(/^Repeat the new password/), 'abd');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findAllByText('The password must be at least 6 characters long')).toHaveLength(2);
    expect(await bodiesOf('account.changepassword')).toHaveLength(0);
  });
});
