import { accountApi, authApi, campaignsApi, platformApi, serverStateHydrated } from '@casino/api-client';
import { accountFixture, platformErrorHandler, platformHandler, visitorAccountFixture } from '@casino/api-client/testing';
import { createTestStore, startTestServer } from '@casino/session/testing';
import type { AnalyticsEvent } from './analytics-events';
import { createAnalyticsMiddleware } from './analytics-middleware';

const { server } = startTestServer();

const NOW = Date.parse('2026-03-01T09:00:00Z');
const timestamp = '2026-03-01T12:00:00.000+03:00';

async function setup() {
  const tracked: AnalyticsEvent[] = [];
  const store = await createTestStore({ middleware: [createAnalyticsMiddleware({ track: (event) => tracked.push(event), now: () => NOW })] });
  return { store, tracked };
}

describe('analytics of the store actions (SPEC.md 4, 8)', () => {
  it('identifies the player after sign-in and sign-up, and anonymises after sign-out', async () => {
    const { store, tracked } = await setup();
    await store.dispatch(authApi.endpoints.login.initiate({ login: 'player@example.com', password: 'secret1' }));
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(tracked).toEqual([
      { event: 'identify', user_id: accountFixture.uid, timestamp },
      { event: 'anonymise', timestamp },
    ]);
    await store.dispatch(authApi.endpoints.register.initiate({ login: 'new@example.com', password: 'secret1' }));
    expect(tracked.map((event) => event.event)).toEqual(['identify', 'anonymise', 'identify']);
  });

  it.each([
    { name: 'a returning player', accounts: [accountFixture], events: ['identify'] },
    { name: 'a visitor', accounts: [visitorAccountFixture], events: [] },
    { name: 'the same player twice', accounts: [accountFixture, accountFixture], events: ['identify'] },
    { name: 'a session ended on the server', accounts: [accountFixture, visitorAccountFixture], events: ['identify', 'anonymise'] },
  ])('account answers for $name send $events', async ({ accounts, events }) => {
    const { store, tracked } = await setup();
    for (const account of accounts) {
      server.use(platformHandler('account.getInfo', account));
      await store.dispatch(accountApi.endpoints.getAccountInfo.initiate(undefined, { forceRefetch: true }));
    }
    expect(tracked.map((event) => event.event)).toEqual(events);
  });

  it.each([
    { name: 'a player', account: accountFixture, events: ['identify'] },
    { name: 'a visitor', account: visitorAccountFixture, events: [] },
  ])('a page the server rendered for $name sends $events as it hydrates', async ({ account, events }) => {
    server.use(platformHandler('account.getInfo', account));
    const serverStore = await createTestStore();
    await serverStore.dispatch(accountApi.endpoints.getAccountInfo.initiate());
    const { store, tracked } = await setup();
    store.dispatch(serverStateHydrated({ [platformApi.reducerPath]: serverStore.getState()[platformApi.reducerPath] }));
    expect(tracked.map((event) => event.event)).toEqual(events);
  });

  it.each(['AuthorizationException', 'UserBannedException'] as const)('a failed sign-in sends error-login with %s', async (type) => {
    const { store, tracked } = await setup();
    server.use(platformErrorHandler('auth.login', type));
    await store.dispatch(authApi.endpoints.login.initiate({ login: 'player@example.com', password: 'wrong1' }));
    expect(tracked).toEqual([{ event: 'error-login', error_code: type, timestamp }]);
  });

  it('a failed sign-out sends error-logout', async () => {
    const { store, tracked } = await setup();
    server.use(platformErrorHandler('auth.logout', 'InternalServerErrorException', { status: 500 }));
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(tracked).toEqual([{ event: 'error-logout', error_code: 'InternalServerErrorException', timestamp }]);
  });

  it.each([
    { endpoint: 'activateOffer' as const, method: 'campaigns.activateOffer' as const, code: 'NOT_FOUND', events: ['promo-code-not-found'] },
    { endpoint: 'checkPromocode' as const, method: 'campaigns.checkPromocode' as const, code: 'NOT_FOUND', events: ['promo-code-not-found'] },
    { endpoint: 'activateOffer' as const, method: 'campaigns.activateOffer' as const, code: 'EXPIRED', events: [] },
  ])('$endpoint failing with $code sends $events', async ({ endpoint, method, code, events }) => {
    const { store, tracked } = await setup();
    server.use(platformErrorHandler(method, 'InvalidParameterException', { errorData: { promo_code: [code] } }));
    await store.dispatch(campaignsApi.endpoints[endpoint].initiate({ promo_code: 'NOPE' }));
    expect(tracked.map((event) => event.event)).toEqual(events);
    if (events.length) expect(tracked[0]).toMatchObject({ promo_code: 'NOPE' });
  });
});
