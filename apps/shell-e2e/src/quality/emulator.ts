import { expect, type APIRequestContext } from '@playwright/test';

export { clearFaults, freshPage, setFaults, type FaultRule } from '../emulator-admin';

/** The demo player of the emulator's seed; shared by every suite, so these suites only read its data. */
export const DEMO_PLAYER = { login: 'demo@example.com', password: 'demo123' };

const API_VERSION = '2.32';

type Query = Record<string, string | number | object>;

function platformUrl(method: string, query: Query = {}) {
  const params = new URLSearchParams({ v: API_VERSION, locale: 'en' });
  for (const [key, value] of Object.entries(query)) params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  return `/api/${method}?${params.toString()}`;
}

/** A platform GET through the site origin; fails the test on an error envelope. */
export async function platformGet<T>(request: APIRequestContext, method: string, query: Query = {}): Promise<T> {
  const response = await request.get(platformUrl(method, query));
  const body = (await response.json()) as { data?: T; error?: { type: string } };
  expect(body.error, `${method} answered an error`).toBeUndefined();
  return body.data as T;
}

async function platformPost(request: APIRequestContext, method: string, fields: Record<string, string>) {
  const response = await request.post(platformUrl(method), { multipart: fields });
  const body = (await response.json()) as { error?: { type: string } };
  expect(body.error, `${method} answered an error`).toBeUndefined();
}

/** Signs in the context that owns `request` (the page shares its cookies). */
export const signInThroughApi = (request: APIRequestContext, { login, password } = DEMO_PLAYER) =>
  platformPost(request, 'auth.login', { login, password });

/** A new EUR player, signed in on `request`'s context: for journeys that move money or change state. */
export async function registerPlayer(request: APIRequestContext) {
  const player = { login: `quality-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`, password: 'secret12' };
  await platformPost(request, 'auth.register', { ...player, currency: 'EUR' });
  return player;
}

type Money = { amount: number; currency: string };

/** What the emulator's ledger holds for the signed-in player: the main balance and the number of transactions. */
export async function ledgerOf(request: APIRequestContext) {
  const balance = await platformGet<{ balance_main: Money }>(request, 'account.getBalance');
  const history = await platformGet<{ total: number }>(request, 'cashier.gethistory');
  return { main: balance.balance_main, transactions: history.total };
}
