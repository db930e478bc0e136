import { readRestriction, type PlatformMethod } from '@casino/platform-contract';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { platformErrorHandler, platformHandlers, recordRequests, responsibleGamingLimitsFixture, responsibleGamingRefusals } from '../../testing';
import { createPlatformTestStore } from '../testing/test-store';
import '../../index';
import { isPlatformError } from '../errors/platform-error';
import { platformApi } from '../platform-api';
import { configurePlatformApi } from '../transport/platform-config';
import { responsibleGamingApi } from './responsible-gaming';

const server = setupServer(...platformHandlers);
const seen = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configurePlatformApi({ baseUrl: 'http://localhost/api', isInFrame: () => false }));
afterEach(() => {
  server.resetHandlers();
  seen.clear();
});
afterAll(() => server.close());

type Initiate = (arg: unknown) => ThunkAction<Promise<{ data?: unknown; error?: unknown }>, unknown, unknown, UnknownAction>;
const endpoint = (name: string) => (platformApi.endpoints as unknown as Record<string, { initiate: Initiate }>)[name] as { initiate: Initiate };

/** The screens' subscriptions: what a signed-in player has open. */
const SUBSCRIBED: [string, unknown][] = [
  ['getGeneralInfo', undefined],
  ['getGameCategories', undefined],
  ['getAccountInfo', undefined],
  ['getBalance', undefined],
  ['getCashierHistory', { type: 'deposit' }],
  ['getBonuses', undefined],
  ['getCashbacks', undefined],
  ['getLoyaltyInfo', undefined],
  ['getGames', undefined],
];

const MONEY: PlatformMethod[] = ['account.getInfo', 'account.getBalance', 'cashier.gethistory'];
const USER_BOUND: PlatformMethod[] = [...MONEY, 'bonuses.get', 'cashbacks.get', 'loyalty.getinfo', 'games.get'];

async function refetchedAfter(name: string, arg: unknown, subscribed = SUBSCRIBED) {
  const store = createPlatformTestStore();
  await Promise.all(subscribed.map(([query, queryArg]) => store.dispatch(endpoint(query).initiate(queryArg))));
  seen.clear();
  await store.dispatch(endpoint(name).initiate(arg));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const requests = await seen.all();
  const reads = requests.filter((request) => request.method === 'GET').map((request) => request.path.replace('/api/', ''));
  // auth.logout is itself a GET: only the reads after it count.
  return new Set(reads.filter((method) => method !== 'auth.logout'));
}

describe('tags keep data true', () => {
  it.each<[string, unknown, PlatformMethod[]]>([
    ['makeDeposit', { idempotencyKey: 'k', method: 'card', amount: 10 }, MONEY],
    ['makeWithdrawal', { idempotencyKey: 'k', method: 'iban', amount: 10 }, MONEY],
    ['cancelWithdrawal', { id: 1 }, MONEY],
    ['activateBonus', { bonus_id: 11 }, [...MONEY, 'bonuses.get']],
    ['removeBonus', { bonus_id: 11 }, [...MONEY, 'bonuses.get']],
    ['payoutCashback', { id: 41 }, [...MONEY, 'cashbacks.get']],
    ['login', { login: 'a@b.cd', password: 'secret1' }, USER_BOUND],
    ['register', { login: 'a@b.cd', password: 'secret1' }, USER_BOUND],
    ['logout', undefined, USER_BOUND],
    ['changeLocale', { locale: 'pl' }, [...USER_BOUND, 'metadata.getgeneralinfo', 'games.getCategories']],
    ['addGameLike', { sysname: 'fruit-storm' }, []],
  ])('%s refetches exactly what it changed', async (name, arg, expected) => {
    expect(await refetchedAfter(name, arg)).toEqual(new Set(expected));
  });

  it('a failed sign-in refetches nothing', async () => {
    server.use(platformErrorHandler('auth.login', 'InvalidParameterException'));
    expect(await refetchedAfter('login', { login: 'a@b.cd', password: 'wrong' })).toEqual(new Set());
  });
});

/** A signed-in player on the responsible-gaming page, with the header's session clock and the cashier open. */
const RG_SCREENS: [string, unknown][] = [
  ['getResponsibleGamingLimits', undefined],
  ['getResponsibleGamingSession', undefined],
  ['getDepositLimit', undefined],
  ['getDepositSettings', undefined],
  ['getAccountInfo', undefined],
];
const RG_LIMIT_READS = ['responsibleGaming.getLimits', 'responsibleGaming.getSession', 'account.getDepositLimit', 'cashier.getdepositsettings'];

describe('responsible gaming in the api client (MSW handlers of the extension)', () => {
  it('a lower limit applies at once, and the answer is in the limits cache without waiting for a read', async () => {
    const store = createPlatformTestStore();
    const result = await store.dispatch(endpoint('setResponsibleGamingLimit').initiate({ type: 'deposit', period: 'week', amount: 300 }));
    expect(result.data).toMatchObject({ applied: true, limits: { deposit: { week: { limit_amount: 300, available_amount: 180, pending: null } } } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(responsibleGamingApi.endpoints.getResponsibleGamingLimits.select()(store.getState() as never).data?.deposit.week.limit_amount).toBe(300);
    expect((await seen.all()).map((request) => request.path)).toEqual(['/api/responsibleGaming.setLimit']);
  });

  it('a limit change refetches what counts against limits: the limits, the session clock, the deposit limit and settings', async () => {
    expect(await refetchedAfter('setResponsibleGamingLimit', { type: 'deposit', period: 'week', amount: 300 }, RG_SCREENS)).toEqual(new Set(RG_LIMIT_READS));
  });

  it('a higher limit or a removal waits out the cooling-off, as the platform answers', async () => {
    const store = createPlatformTestStore();
    const raised = await store.dispatch(endpoint('setResponsibleGamingLimit').initiate({ type: 'loss', period: 'day', amount: 80 }));
    expect(raised.data).toMatchObject({ applied: false, limits: { loss: { day: { limit_amount: 50, can_edit: false, pending: { limit_amount: 80 } } } } });
    const removed = await store.dispatch(endpoint('setResponsibleGamingLimit').initiate({ type: 'session', period: 'day', amount: null }));
    expect(removed.data).toMatchObject({ applied: false, limits: { session: { day: { limit_minutes: 120, pending: { limit_minutes: null } } } } });
    expect(responsibleGamingLimitsFixture.loss.day.pending).toBeNull();
  });

  it('a time-out signs the player out: everything user-bound is read again', async () => {
    const answer = await createPlatformTestStore().dispatch(endpoint('takeTimeOut').initiate({ duration: '24h' }));
    expect(answer.data).toMatchObject({ type: 'time_out', duration: '24h', ends_at: '2026-11-27T10:00:00.000Z' });
    expect(await refetchedAfter('takeTimeOut', { duration: '24h' }, RG_SCREENS)).toEqual(new Set([...RG_LIMIT_READS, 'account.getInfo']));
  });

  it('a refused sign-in carries the restriction and its end for the screen to name', async () => {
    server.use(platformErrorHandler('auth.login', 'AuthorizationException', { errorData: responsibleGamingRefusals.selfExclusion }));
    const store = createPlatformTestStore();
    const result = await store.dispatch(endpoint('login').initiate({ login: 'a@b.cd', password: 'secret1' }));
    expect(isPlatformError(result.error)).toBe(true);
    const error = result.error as { type: string; data?: Record<string, string> };
    expect(error.type).toBe('AuthorizationException');
    expect(readRestriction(error.data)).toEqual({ restriction: 'self_exclusion', ends_at: '2027-05-26T10:00:00.000Z' });
  });
});
