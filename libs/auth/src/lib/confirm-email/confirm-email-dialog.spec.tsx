import { platformErrorHandler } from '@casino/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@casino/ui-kit';
import { renderPage, startTestServer } from '@casino/session/testing';
import { authFeature } from '../auth-feature';
import { ConfirmEmailDialog } from './confirm-email-dialog';

const { server, seen } = startTestServer();

beforeEach(() => {
  localStorage.clear();
});

describe('ConfirmEmailDialog', () => {
  it('sends the confirmation to the email, remembers it and closes', async () => {
    const close = vi.fn();
    const { store } = await renderPage(<ConfirmEmailDialog email="new@example.com" close={close} preventClose={false} />, { feature: authFeature });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(close).toHaveBeenCalledWith(true));
    expect((await seen.all()).find((request) => request.path === '/api/account.sendconfirmationtocontact')?.body).toEqual({ contact: 'new@example.com' });
    // The flag the session's confirm hint reads, so the hint hides whoever sent the confirmation.
    expect(localStorage.getItem('confirmation_sent_for')).toBe('new@example.com');
    expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ kind: 'success', values: { email: 'new@example.com' } })]);
  });

  it('takes "Resend time is N" as sent: the platform already sent one at sign-up', async () => {
    server.use(
      platformErrorHandler('account.sendconfirmationtocontact', 'InvalidParameterException', { errorData: { contact: ['Resend time is 58'], resend_time: 58 } }),
    );
    const close = vi.fn();
    await renderPage(<ConfirmEmailDialog email="new@example.com" close={close} preventClose={false} />, { feature: authFeature });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(close).toHaveBeenCalledWith(true));
  });

  it('keeps the dialog open with an error toast when sending fails', async () => {
    server.use(platformErrorHandler('account.sendconfirmationtocontact', 'InvalidParameterException', { errorData: { contact: ['Contact is already confirmed'] } }));
    const close = vi.fn();
    const { store } = await renderPage(<ConfirmEmailDialog email="new@example.com" close={close} preventClose={false} />, { feature: authFeature });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ kind: 'error', messageId: 'auth.confirmEmail.failed' })]));
    expect(close).not.toHaveBeenCalled();
  });
});
