import { expect, type APIRequestContext } from '@playwright/test';

const api = (method: string) => `/api/${method}?v=2.32&locale=en`;

/**
 * A fresh player for a journey that changes money or state (the shared demo player stays untouched):
 * registered through auth.register, so the browser context carries the session cookie.
 */
export async function registerPlayer(request: APIRequestContext): Promise<string> {
  const login = `gamehall-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post(api('auth.register'), { multipart: { login, password: 'secret12', currency: 'EUR' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: { uid?: number }; error?: unknown };
  expect(body.error).toBeUndefined();
  return login;
}

/** Puts money on the signed-in player's balance: a card deposit approved on the emulator's payment page. */
export async function deposit(request: APIRequestContext, amount: number): Promise<void> {
  const response = await request.post(api('cashier.makedeposit'), { multipart: { method: 'card', amount: String(amount), requisites: '{}' } });
  const body = (await response.json()) as { data: { id: number } };
  const approved = await request.post(`/platform/pay/${body.data.id}/approve`, { maxRedirects: 0 });
  expect(approved.status()).toBe(303);
}
