import { expect, type APIRequestContext } from '@playwright/test';

/** The shared demo player of the emulator seed: read-only use here (its money and state are shared). */
export const DEMO_PLAYER = { login: 'demo@example.com', password: 'demo123' } as const;

let counter = 0;

/**
 * A new form-registered player, created through the platform API with the browser context's cookies
 * (`page.request`), so the page is signed in as that player. `promoCode` grants its offer at sign-up
 * (BETSTART: a 10 EUR betting bonus waiting to be activated).
 */
export async function registerPlayer(request: APIRequestContext, { promoCode }: { promoCode?: string } = {}) {
  const login = `profile-${Date.now()}-${(counter += 1)}@example.com`;
  const password = 'secret123';
  const response = await request.post('/api/auth.register?v=2.32&locale=en', {
    multipart: { type: 'form', login, password, currency: 'EUR', ...(promoCode ? { promo_code: promoCode } : {}) },
  });
  expect(((await response.json()) as { data?: { uid: number } }).data?.uid).toBeGreaterThan(0);
  return { login, password };
}

/** Signs the browser context in through the platform API. */
export async function signInAs(request: APIRequestContext, { login, password }: { login: string; password: string }) {
  const response = await request.post('/api/auth.login?v=2.32&locale=en', { multipart: { login, password } });
  expect(((await response.json()) as { data?: { uid: number } }).data?.uid).toBeGreaterThan(0);
}

/** The emulator's outbox is read on its own loopback address. */
export { outboxCode } from '../emulator-admin';

/** The account the browser context is signed in as, as the platform answers it. */
export async function accountOf(request: APIRequestContext) {
  const response = await request.get('/api/account.getInfo?v=2.32&locale=en');
  return ((await response.json()) as { data: { two_factor_auth: boolean; balance_betting_bonus: { amount: number } } }).data;
}
