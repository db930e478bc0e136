import { platformErrorHandler, platformHandlers, recordRequests } from '@casino/api-client/testing';
import { CONFIRMATION_SENT_STORAGE_KEY, selectToasts } from '@casino/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { configureTestApis, renderWithProviders } from '../testing/render-with-providers';
import { ConfirmEmailDialog } from './confirm-email-dialog';

const server = setupServer(...platformHandlers);
const seen = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  configureTestApis();
  localStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  seen.clear();
});
afterAll(() => server.close());

describe('ConfirmEmailDialog', () => {
  it('sends the confirmation to the email, remembers it and closes', async () => {
    const close = vi.fn();
    const { store } = await renderWithProviders(<ConfirmEmailDialog email="new@example.com" close={close} preventClose={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(close).toHaveBeenCalledWith(true));
    expect((await seen.all()).find((request) => request.path === '/api/account.sendconfirmationtocontact')?.body).toEqual({ contact: 'new@example.com' });
    expect(localStorage.getItem(CONFIRMATION_SENT_STORAGE_KEY)).toBe('new@example.com');
    expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ kind: 'success', values: { email: 'new@example.com' } })]);
  });

  it('takes "Resend time is N" as sent: the platform already sent one at sign-up', async () => {
    server.use(
      platformErrorHandler('account.sendconfirmationtocontact', 'InvalidParameterException', { errorData: { contact: ['Resend time is 58'], resend_time: 58 } }),
    );
    const close = vi.fn();
    await renderWithProviders(<ConfirmEmailDialog email="new@example.com" close={close} preventClose={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(close).toHaveBeenCalledWith(true));
  });

  it('keeps the dialog open with an error toast when sending fails', async () => {
    server.use(platformErrorHandler('account.sendconfirmationtocontact', 'InvalidParameterException', { errorData: { contact: ['Contact is already confirmed'] } }));
    const close = vi.fn();
    const { store } = await renderWithProviders(<ConfirmEmailDialog email="new@example.com" close={close} preventClose={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ kind: 'error', messageId: 'auth.confirmEmail.failed' })]));
    expect(close).not.toHaveBeenCalled();
  });
});
