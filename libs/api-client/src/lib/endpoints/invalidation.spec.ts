import type { PlatformMethod } from '@casino/platform-contract';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { platformErrorHandler, platformHandlers, recordRequests } from '../../testing';
import { createPlatformTestStore } from '../testing/test-store';
import '../../index';
import { platformApi } from '../platform-api';
import { configurePlatformApi } from '../transport/platform-config';

const server = setupServer(...platformHandlers);
const seen = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configurePlatformApi({ baseUrl: 'http://localhost/api', isInFrame: () => false }));
afterEach(() => {
  server.resetHandlers();
  seen.clear();
});
afterAll(() => server.close());

type Initiate = (arg: unknown) => ThunkAction<Promise<unknown>, unknown, unknown, UnknownAction>;
const endpoint = (name: string) => (platformApi.endpoints as unknown as Record<string, { initiate: Initiate }>)[name];

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

async function refetchedAfter(name: string, arg: unknown) {
  const store = createPlatformTestStore();
  await Promise.all(SUBSCRIBED.map(([query, queryArg]) => store.dispatch(endpoint(query).initiate(queryArg))));
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
