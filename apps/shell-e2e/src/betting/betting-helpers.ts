import { expect, type APIRequestContext } from '@playwright/test';

const API_QUERY = 'v=2.32&locale=en';

let counter = 0;
const uniqueEmail = () => `bettor-${Date.now()}-${(counter += 1)}@example.com`;

type Envelope<T> = { data?: T; error?: { type: string } };

async function call<T>(request: APIRequestContext, method: string, multipart?: Record<string, string>): Promise<T> {
  const url = `/api/${method}?${API_QUERY}`;
  const response = multipart ? await request.post(url, { multipart }) : await request.get(url);
  const body = (await response.json()) as Envelope<T>;
  expect(body.error, `${method} answered ${body.error?.type}`).toBeUndefined();
  return body.data as T;
}

/**
 * A new EUR player, signed in in the browser context (page.request shares its cookies), with `deposit` EUR of real
 * money (a card deposit approved on the emulator's payment page) and the seeded BETSTART betting bonus (10 EUR)
 * activated, the way a player gets them.
 */
export async function registerBettor(request: APIRequestContext, { deposit }: { deposit: number }) {
  const login = uniqueEmail();
  await call(request, 'auth.register', { type: 'form', login, password: 'bet-pass1', currency: 'EUR' });
  const payment = await call<{ id: number }>(request, 'cashier.makedeposit', { method: 'card', amount: String(deposit), requisites: '{}' });
  const approved = await request.post(`/platform/pay/${payment.id}/approve`, { maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  await call(request, 'campaigns.activateOffer', { promo_code: 'BETSTART' });
  const bonuses = await call<{ items: Array<{ id: number; status: string }> }>(request, 'BettingBonuses.get');
  const available = bonuses.items.find((bonus) => bonus.status === 'available');
  expect(available, 'the BETSTART betting bonus').toBeDefined();
  await call(request, 'BettingBonuses.activate', { bonus_id: String(available?.id) });
  return login;
}

/** The signed-in player's balances as the platform counts them. */
export async function balances(request: APIRequestContext) {
  const balance = await call<{ balance_main: { amount: number }; balance_betting_bonus: { amount: number } }>(request, 'account.getBalance');
  return { main: balance.balance_main.amount, bettingBonus: balance.balance_betting_bonus.amount };
}

/** "€1,250.50": an amount as the English pages write it. */
export const euros = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
