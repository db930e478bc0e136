import { accountApi, authApi, responsibleGamingApi, useGetAccountInfoQuery, useGetBalanceQuery, useGetFreespinsQuery } from '@casino/api-client';
import { platformErrorHandler, platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { selectDialogs, selectToasts } from '@casino/ui-kit';
import { act, waitFor } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { startTestServer } from '../testing/test-server';
import { visitor } from '../testing/test-store';

const { server, seen } = startTestServer();

/** A page of a signed-in player with two calls of its own, as the cashier or a profile page has, under the header's account. */
function Page() {
  useGetAccountInfoQuery();
  useGetBalanceQuery();
  useGetFreespinsQuery();
  return null;
}

const signInPopups = (state: unknown) => selectDialogs(state as never).filter((dialog) => dialog.id === 'auth');

describe('a session that ends mid-visit', () => {
  it('asks once to sign in again and shows the visitor', async () => {
    server.use(
      platformErrorHandler('account.getBalance', 'AuthorizationException'),
      platformErrorHandler('freespins.get', 'AuthorizationException'),
    );
    const { store } = await renderPage(<Page />);
    await waitFor(() => expect(signInPopups(store.getState())).toHaveLength(1));
    expect(signInPopups(store.getState())[0]?.props).toEqual({ mode: 'login' });
    expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ kind: 'info', messageId: 'session.ended.toast' })]);
    // The player's data is dropped: the account is asked for again.
    await waitFor(async () => expect((await seen.all()).some((request) => request.path === '/api/account.getInfo')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signInPopups(store.getState())).toHaveLength(1);
  });

  it.each([
    ['signs out', () => authApi.endpoints.logout.initiate()],
    ['takes a time-out', () => responsibleGamingApi.endpoints.takeTimeOut.initiate({ duration: '24h' })],
    ['excludes themselves', () => responsibleGamingApi.endpoints.selfExclude.initiate({ duration: '6m' })],
  ])('a player who %s is not asked to sign in by the calls refused after it', async (_, end) => {
    const { store } = await renderPage(<Page />);
    await waitFor(async () => expect((await seen.all()).some((request) => request.path === '/api/account.getBalance')).toBe(true));
    // The platform has ended the session: the user-bound calls read again are refused, and the account's answer (a
    // visitor) comes after them, as on a loaded machine.
    server.use(
      platformErrorHandler('account.getBalance', 'AuthorizationException'),
      platformErrorHandler('freespins.get', 'AuthorizationException'),
      platformHandler('account.getInfo', visitorAccountFixture, { delayMs: 300 }),
    );
    await act(async () => void (await store.dispatch(end() as never)));
    await waitFor(async () => expect((await seen.all()).filter((request) => request.path === '/api/account.getBalance').length).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signInPopups(store.getState())).toEqual([]);
  });

  it('a call sent with the session a new sign-in replaced is refused, and that is no news', async () => {
    const { store } = await renderPage(<Page />);
    await waitFor(async () => expect((await seen.all()).some((request) => request.path === '/api/account.getBalance')).toBe(true));
    // A sign-in rotates the session: the balance asked for meanwhile goes with the old one, and is refused after it.
    server.use(platformErrorHandler('account.getBalance', 'AuthorizationException', { delayMs: 300 }));
    const balance = store.dispatch(accountApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true }));
    await act(async () => void (await store.dispatch(authApi.endpoints.login.initiate({ login: 'player@example.com', password: 'secret1' } as never))));
    await act(async () => void (await balance));
    balance.unsubscribe();
    expect(signInPopups(store.getState())).toEqual([]);
  });

  it('a visitor refused a call is not asked', async () => {
    server.use(platformErrorHandler('account.getBalance', 'AuthorizationException'));
    const { store } = await renderPage(<Page />, { state: visitor });
    await waitFor(async () => expect((await seen.all()).some((request) => request.path === '/api/account.getBalance')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signInPopups(store.getState())).toEqual([]);
  });

  it('a refused sign-in is the form\'s to explain, not a session end', async () => {
    server.use(platformErrorHandler('auth.login', 'AuthorizationException'), platformHandler('account.getInfo', visitorAccountFixture));
    const { store } = await renderPage(<Page />);
    await act(async () => void (await store.dispatch(authApi.endpoints.login.initiate({ login: 'player@example.com', password: 'secret1' } as never))));
    expect(signInPopups(store.getState())).toEqual([]);
  });
});
