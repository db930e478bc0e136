import { authApi, metadataApi } from '@casino/api-client';
import { accountFixture, cashbacksFixture, generalInfoFixture, platformErrorHandler, platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import type { Cashback, CampaignPopup } from '@casino/platform-contract';
import { act, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { closeDialog, openDialog, selectDialogs } from '@casino/ui-kit';
import { postLoginPopupsQueued, selectPostLoginQueue } from '../session-state/session-slice';
import type { AppStore } from '../store/create-store';
import { renderPage } from '../testing/render-page';
import { createTestStore } from '../testing/test-store';
import { startTestServer } from '../testing/test-server';
import { PostLoginPopupsEffect } from './post-login-popups-effect';

const { server, seen } = startTestServer();

const cashback: Cashback = { ...cashbacksFixture[0], id: 41, status: 'active' };
const popups: CampaignPopup[] = [
  { id: 91, title: 'Weekend free spins', description: {}, offer_id: 32 },
  { id: 92, title: 'Reload bonus', description: {}, offer_id: null },
];

function answer({ cashbacks = [cashback], seenId = null as string | null, campaignPopups = popups } = {}) {
  server.use(
    platformHandler('cashbacks.get', { items: cashbacks, total: cashbacks.length }),
    platformHandler('storage.get', { already_seen_cashback_id: seenId }),
    platformHandler('popups.get', { items: campaignPopups }),
  );
}

const openIds = (store: AppStore) => selectDialogs(store.getState()).map((dialog) => `${dialog.id} ${JSON.stringify(dialog.props)}`);
const closeTop = (store: AppStore) =>
  act(() => {
    const top = selectDialogs(store.getState()).at(-1);
    if (top) store.dispatch(closeDialog({ key: top.key }));
  });

async function signIn(account = undefined as typeof visitorAccountFixture | undefined) {
  const { store } = await renderPage(<PostLoginPopupsEffect />, { state: { account: account ?? accountFixture } });
  act(() => void store.dispatch(postLoginPopupsQueued()));
  return store;
}

describe('PostLoginPopupsEffect', () => {
  it('opens the unseen cashback, then each campaign popup, one at a time', async () => {
    answer();
    const store = await signIn();
    await waitFor(() => expect(openIds(store)).toEqual(['unseen-cashback {"cashbackId":41}']));
    closeTop(store);
    await waitFor(() => expect(openIds(store)).toEqual(['campaign {"popupId":91,"offerId":32}']));
    closeTop(store);
    await waitFor(() => expect(openIds(store)).toEqual(['campaign {"popupId":92,"offerId":null}']));
    closeTop(store);
    expect(selectPostLoginQueue(store.getState())).toEqual([]);
    const cashbacksCall = (await seen.all()).find((request) => request.path === '/api/cashbacks.get');
    expect(cashbacksCall?.query).toMatchObject({ statuses: 'active', count: '1' });
  });

  it.each([
    { name: 'the cashback was seen', setup: () => answer({ seenId: '41' }), first: 'campaign {"popupId":91,"offerId":32}' },
    { name: 'there is no cashback', setup: () => answer({ cashbacks: [] }), first: 'campaign {"popupId":91,"offerId":32}' },
    {
      name: 'the cashback check fails',
      setup: () => {
        answer();
        server.use(platformErrorHandler('cashbacks.get', 'InternalServerErrorException', { status: 500 }));
      },
      first: 'campaign {"popupId":91,"offerId":32}',
    },
  ])('skips the cashback when $name', async ({ setup, first }) => {
    setup();
    const store = await signIn();
    await waitFor(() => expect(openIds(store)).toEqual([first]));
  });

  it('waits while another dialog is open', async () => {
    answer({ campaignPopups: [] });
    const store = await createTestStore({ account: accountFixture });
    act(() => void store.dispatch(openDialog({ id: 'auth' })));
    await renderPage(<PostLoginPopupsEffect />, { store });
    act(() => void store.dispatch(postLoginPopupsQueued()));
    await waitFor(() =>
      expect(selectPostLoginQueue(store.getState())).toEqual([{ dialog: { id: 'unseen-cashback', props: { cashbackId: 41 } } }, { kind: 'campaign' }]),
    );
    expect(openIds(store)).toEqual(['auth {}']);
    closeTop(store);
    await waitFor(() => expect(openIds(store)).toEqual(['unseen-cashback {"cashbackId":41}']));
  });

  it('opens nothing for a visitor', async () => {
    answer();
    const store = await signIn(visitorAccountFixture);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openIds(store)).toEqual([]);
    expect(seen.count()).toBe(0);
  });

  it('asks popups.get once per sign-in, after the sign-in has refreshed the player data', async () => {
    // The platform serves a campaign popup once: a second popups.get answers nothing.
    let served = 0;
    let releaseSlowCall = () => undefined as void;
    const popupsAsked = new Promise<void>((resolve) => {
      releaseSlowCall = resolve;
    });
    answer({ cashbacks: [] });
    server.use(
      platformHandler('popups.get', async () => {
        served += 1;
        // Ends the other call first, so this one is the last in flight when it is answered.
        releaseSlowCall();
        await delay(20);
        return { items: served === 1 ? popups.slice(0, 1) : [] };
      }),
      // A call still in flight when the sign-in is answered holds the sign-in's refetch of user data back.
      platformHandler('metadata.getgeneralinfo', async () => {
        await Promise.race([popupsAsked, delay(200)]);
        return generalInfoFixture;
      }),
    );
    const store = await createTestStore({ account: visitorAccountFixture });
    await renderPage(<PostLoginPopupsEffect />, { store });
    void store.dispatch(metadataApi.endpoints.getGeneralInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
    await act(() => store.dispatch(authApi.endpoints.login.initiate({ login: 'player@example.com', password: 'secret12' })));

    await waitFor(() => expect(openIds(store)).toEqual(['campaign {"popupId":91,"offerId":32}']));
    await act(() => delay(100));
    expect(served).toBe(1);
  });
});
