import { expect, type APIRequestContext } from '@playwright/test';

/** The shared demo player of the emulator seed: Silver, with points to spend. Tests here only read its points. */
export const DEMO = { login: 'demo@example.com', password: 'demo123' } as const;

const API_QUERY = 'v=2.32&locale=en';
/** A demo game of the emulator seed; real rounds earn a loyalty point per EUR bet. */
const GAME = 'aurora-play-book-of-ra';
/** The emulator's largest bet. */
const MAX_BET = 100;

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}@example.com`;

type Envelope<T> = { data?: T; error?: { type: string } };

async function call<T>(request: APIRequestContext, method: string, multipart?: Record<string, string>): Promise<T> {
  const url = `/api/${method}?${API_QUERY}`;
  const response = multipart ? await request.post(url, { multipart }) : await request.get(url);
  const body = (await response.json()) as Envelope<T>;
  expect(body.error, `${method} answered ${body.error?.type}`).toBeUndefined();
  return body.data as T;
}

/** Signs the browser context in (page.request shares the context's cookies). */
export const signIn = (request: APIRequestContext, login: string, password: string) => call(request, 'auth.login', { login, password });

/** A new EUR player, signed in in the browser context, with no points. */
export async function registerPlayer(request: APIRequestContext) {
  const login = uniqueEmail('loyalty');
  await call(request, 'auth.register', { type: 'form', login, password: 'loyal-pass1', currency: 'EUR' });
  return login;
}

/** The signed-in player's points to spend, as the platform counts them. */
export async function loyaltyPoints(request: APIRequestContext) {
  return (await call<{ points: number }>(request, 'loyalty.getinfo')).points;
}

/**
 * Gives the signed-in player at least `points` loyalty points the way a player earns them: a card deposit approved
 * on the emulator's payment page, then real rounds of a demo game (1 point per EUR bet).
 */
export async function earnPoints(request: APIRequestContext, points: number) {
  const deposit = await call<{ id: number }>(request, 'cashier.makedeposit', { method: 'card', amount: '1000', requisites: '{}' });
  const approved = await request.post(`/platform/pay/${deposit.id}/approve`, { maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  while ((await loyaltyPoints(request)) < points) {
    const spin = await request.post('/platform/game-api/spin', { data: { game: GAME, mode: 'play', bet: MAX_BET } });
    expect(spin.ok()).toBe(true);
  }
  return loyaltyPoints(request);
}

/** "1,250 Coins": an amount as the English pages write it. */
export const formatPoints = (points: number) => `${points.toLocaleString('en-US')} Coins`;
