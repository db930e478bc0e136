import { accountApi, authApi, campaignsApi } from '@casino/api-client';
import { accountFixture, platformErrorHandler, platformHandler, platformHandlers, visitorAccountFixture } from '@casino/api-client/testing';
import { setupServer } from 'msw/node';
import type { AnalyticsEvent } from '../analytics/analytics-events';
import { createSessionTestStore } from '../testing/session-test-store';
import { selectPostLoginQueue } from '../session-state/session-slice';
import { createSessionEvents, type SessionChange } from './session-events';

const server = setupServer(...platformHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = Date.parse('2026-03-01T09:00:00Z');
const timestamp = '2026-03-01T12:00:00.000+03:00';

function setup() {
  const events = createSessionEvents();
  const changes: SessionChange[] = [];
  events.subscribe((change) => changes.push(change));
  const tracked: AnalyticsEvent[] = [];
  const store = createSessionTestStore({ events, track: (event) => tracked.push(event), now: () => NOW });
  return { store, changes, tracked };
}

describe('session middleware', () => {
  it('after sign-in: tells subscribers, identifies the player and queues the post-login popups', async () => {
    const { store, changes, tracked } = setup();
    await store.dispatch(authApi.endpoints.login.initiate({ login: 'player@example.com', password: 'secret1' }));
    expect(changes).toEqual([{ kind: 'sign-in', uid: accountFixture.uid }]);
    expect(tracked).toEqual([{ event: 'identify', user_id: accountFixture.uid, timestamp }]);
    expect(selectPostLoginQueue(store.getState())).toEqual([{ kind: 'unseen-cashback' }, { kind: 'campaign' }]);
  });

  it('after sign-up: tells subscribers and identifies, without the sign-in popups', async () => {
    const { store, changes, tracked } = setup();
    await store.dispatch(authApi.endpoints.register.initiate({ login: 'new@example.com', password: 'secret1' }));
    expect(changes).toEqual([{ kind: 'sign-up', uid: accountFixture.uid }]);
    expect(tracked.map((event) => event.event)).toEqual(['identify']);
    expect(selectPostLoginQueue(store.getState())).toEqual([]);
  });

  it('after sign-out: tells subscribers, anonymises and clears the queue', async () => {
    const { store, changes, tracked } = setup();
    await store.dispatch(authApi.endpoints.login.initiate({ login: 'player@example.com', password: 'secret1' }));
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(changes.map((change) => change.kind)).toEqual(['sign-in', 'sign-out']);
    expect(tracked).toEqual([
      { event: 'identify', user_id: accountFixture.uid, timestamp },
      { event: 'anonymise', timestamp },
    ]);
    expect(selectPostLoginQueue(store.getState())).toEqual([]);
  });

  it.each([
    { name: 'a returning player', accounts: [accountFixture], events: ['identify'] },
    { name: 'a visitor', accounts: [visitorAccountFixture], events: [] },
    { name: 'the same player twice', accounts: [accountFixture, accountFixture], events: ['identify'] },
    { name: 'a session ended on the server', accounts: [accountFixture, visitorAccountFixture], events: ['identify', 'anonymise'] },
  ])('account answers for $name send $events', async ({ accounts, events }) => {
    const { store, tracked } = setup();
    for (const account of accounts) {
      server.use(platformHandler('account.getInfo', account));
      await store.dispatch(accountApi.endpoints.getAccountInfo.initiate(undefined, { forceRefetch: true }));
    }
    expect(tracked.map((event) => event.event)).toEqual(events);
  });

  it.each([
    { type: 'AuthorizationException' as const, code: 'AuthorizationException' },
    { type: 'UserBannedException' as const, code: 'UserBannedException' },
  ])('a failed sign-in sends error-login with $code', async ({ type }) => {
    const { store, tracked, changes } = setup();
    server.use(platformErrorHandler('auth.login', type));
    await store.dispatch(authApi.endpoints.login.initiate({ login: 'player@example.com', password: 'wrong1' }));
    expect(tracked).toEqual([{ event: 'error-login', error_code: type, timestamp }]);
    expect(changes).toEqual([]);
  });

  it('a failed sign-out sends error-logout', async () => {
    const { store, tracked } = setup();
    server.use(platformErrorHandler('auth.logout', 'InternalServerErrorException', { status: 500 }));
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(tracked).toEqual([{ event: 'error-logout', error_code: 'InternalServerErrorException', timestamp }]);
  });

  it.each([
    { endpoint: 'activateOffer' as const, method: 'campaigns.activateOffer' as const, code: 'NOT_FOUND', events: ['promo-code-not-found'] },
    { endpoint: 'checkPromocode' as const, method: 'campaigns.checkPromocode' as const, code: 'NOT_FOUND', events: ['promo-code-not-found'] },
    { endpoint: 'activateOffer' as const, method: 'campaigns.activateOffer' as const, code: 'EXPIRED', events: [] },
  ])('$endpoint failing with $code sends $events', async ({ endpoint, method, code, events }) => {
    const { store, tracked } = setup();
    server.use(platformErrorHandler(method, 'InvalidParameterException', { errorData: { promo_code: [code] } }));
    await store.dispatch(campaignsApi.endpoints[endpoint].initiate({ promo_code: 'NOPE' }));
    expect(tracked.map((event) => event.event)).toEqual(events);
    if (events.length) expect(tracked[0]).toMatchObject({ promo_code: 'NOPE' });
  });
});
