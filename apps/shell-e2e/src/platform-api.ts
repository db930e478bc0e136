import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * The platform API as the site's own scripts call it: through the site's origin, with the cookies of the browser
 * context that owns `request` (`page.request`), so a sign-in here signs the page in. Every suite sets up its players
 * through these calls, the way the site's forms make them.
 */

/** The API version the site speaks (SPEC.md 7.1). */
const API_VERSION = '2.32';

/** The shared demo player of the emulator's seed (apps/platform-emulator/src/db): suites only read its data. */
export const DEMO_PLAYER = { login: 'demo@example.com', password: 'demo123' } as const;

export type Player = { login: string; password: string };

/** Query values; objects are sent as JSON, as the site sends `options`. */
export type PlatformQuery = Record<string, string | number | object>;

/** A platform method's address on the site's origin. */
export function platformPath(method: string, query: PlatformQuery = {}, locale = 'en') {
  const params = new URLSearchParams({ v: API_VERSION, locale });
  for (const [key, value] of Object.entries(query)) params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  return `/api/${method}?${params.toString()}`;
}

/** The envelope's data; fails the test, naming the method and the error type, when the platform answers an error. */
async function dataOf<T>(method: string, response: APIResponse): Promise<T> {
  const body = (await response.json()) as { data?: T; error?: { type: string } };
  expect(body.error, `${method} answered ${body.error?.type}`).toBeUndefined();
  return body.data as T;
}

export const platformGet = async <T>(request: APIRequestContext, method: string, query: PlatformQuery = {}): Promise<T> =>
  dataOf<T>(method, await request.get(platformPath(method, query)));

/** A platform POST, multipart as the site sends it. */
export const platformPost = async <T>(request: APIRequestContext, method: string, fields: Record<string, string> = {}): Promise<T> =>
  dataOf<T>(method, await request.post(platformPath(method), { multipart: fields }));

/** Signs the context that owns `request` in (the page shares its cookies). */
export async function signInThroughApi(request: APIRequestContext, { login, password }: Player = DEMO_PLAYER) {
  const account = await platformPost<{ uid: number }>(request, 'auth.login', { login, password });
  expect(account.uid, `${login} signed in`).toBeGreaterThan(0);
}

export const signOutThroughApi = (request: APIRequestContext) => platformGet(request, 'auth.logout');

export type CurrentAccount = {
  uid: number;
  login: string | null;
  locale: string;
  is_registration_completed: boolean;
  two_factor_auth: boolean;
  balance_betting_bonus: { amount: number };
};

/** The account `request`'s context is signed in as on the site at `origin` (uid 0 for a visitor). */
export const currentAccount = async (request: APIRequestContext, origin = ''): Promise<CurrentAccount> =>
  dataOf<CurrentAccount>('account.getInfo', await request.get(`${origin}${platformPath('account.getInfo')}`));

/** A login no other test of this run uses, named after the suite that made it. */
export const uniqueLogin = (suite: string) => `${suite}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * A new EUR player, registered as the sign-up form does and signed in on `request`'s context: for journeys that move
 * money or change state (the demo player is shared). `promoCode` grants its offer at sign-up (BETSTART: a 10 EUR
 * betting bonus waiting to be activated).
 */
export async function registerPlayer(request: APIRequestContext, { suite = 'player', password = 'secret12', promoCode }: { suite?: string; password?: string; promoCode?: string } = {}) {
  const login = uniqueLogin(suite);
  const fields = { type: 'form', login, password, currency: 'EUR', ...(promoCode ? { promo_code: promoCode } : {}) };
  const account = await platformPost<{ uid: number }>(request, 'auth.register', fields);
  expect(account.uid, `${login} registered`).toBeGreaterThan(0);
  return { login, password, uid: account.uid };
}

/** A card deposit made through the API and settled on the emulated payment page; returns the payment's id. */
export async function depositThroughApi(request: APIRequestContext, amount: number, outcome: 'approve' | 'decline' = 'approve') {
  const payment = await platformPost<{ id: number }>(request, 'cashier.makedeposit', { method: 'card', amount: String(amount), requisites: '{}' });
  const settled = await request.post(`/platform/pay/${payment.id}/${outcome}`, { maxRedirects: 0 });
  expect(settled.status(), `the payment page's ${outcome}`).toBe(303);
  return payment.id;
}
