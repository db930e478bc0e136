import { authApi } from '@casino/api-client';
import { accountFixture, platformErrorHandler } from '@casino/api-client/testing';
import { selectPostLoginQueue } from '../session-state/session-slice';
import { createTestStore } from '../testing/test-store';
import { startTestServer } from '../testing/test-server';
import { onSessionChange, type SessionChange } from './session-events';

const { server } = startTestServer();

async function setup() {
  const changes: SessionChange[] = [];
  onTestFinished(onSessionChange((change) => changes.push(change)));
  return { store: await createTestStore(), changes };
}

describe('session middleware', () => {
  it('after sign-in: tells subscribers and queues the post-login popups', async () => {
    const { store, changes } = await setup();
    await store.dispatch(authApi.endpoints.login.initiate({ login: 'player@example.com', password: 'secret1' }));
    expect(changes).toEqual([{ kind: 'sign-in', uid: accountFixture.uid }]);
    expect(selectPostLoginQueue(store.getState())).toEqual([{ kind: 'unseen-cashback' }, { kind: 'campaign' }]);
  });

  it('after sign-up: tells subscribers, without the sign-in popups', async () => {
    const { store, changes } = await setup();
    await store.dispatch(authApi.endpoints.register.initiate({ login: 'new@example.com', password: 'secret1' }));
    expect(changes).toEqual([{ kind: 'sign-up', uid: accountFixture.uid }]);
    expect(selectPostLoginQueue(store.getState())).toEqual([]);
  });

  it('after sign-out: tells subscribers and clears the queue', async () => {
    const { store, changes } = await setup();
    await store.dispatch(authApi.endpoints.login.initiate({ login: 'player@example.com', password: 'secret1' }));
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(changes.map((change) => change.kind)).toEqual(['sign-in', 'sign-out']);
    expect(selectPostLoginQueue(store.getState())).toEqual([]);
  });

  it('a failed sign-in tells nobody', async () => {
    const { store, changes } = await setup();
    server.use(platformErrorHandler('auth.login', 'AuthorizationException'));
    await store.dispatch(authApi.endpoints.login.initiate({ login: 'player@example.com', password: 'wrong1' }));
    expect(changes).toEqual([]);
  });
});
