import { expect, type APIResponse, type Page } from '@playwright/test';

/** The platform API as the signed-in browser calls it (same origin, same cookies): the emulator's ledger. */
const api = (method: string) => `/api/${method}?v=2.32&locale=en`;

async function dataOf<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { data?: T; error?: { type: string } };
  if (!body.data) throw new Error(`${response.url()} answered ${JSON.stringify(body.error)}`);
  return body.data;
}

/** A fresh player per test that moves money, signed in in this page's browser context. */
export async function registerPlayer(page: Page): Promise<string> {
  const login = `cashier-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  await dataOf(await page.request.post(api('auth.register'), { multipart: { login, password: 'secret12' } }));
  return login;
}

export async function signInDemo(page: Page) {
  await dataOf(await page.request.post(api('auth.login'), { multipart: { login: 'demo@example.com', password: 'demo123' } }));
}

/** The main balance the emulator holds now. */
export async function ledgerBalance(page: Page): Promise<number> {
  const balance = await dataOf<{ balance_main: { amount: number } }>(await page.request.get(api('account.getBalance')));
  return balance.balance_main.amount;
}

export type LedgerItem = { id: number; status: string; amount: { amount: number; currency: string } };

export async function ledgerHistory(page: Page, type: 'deposit' | 'withdrawal', count = 50) {
  return dataOf<{ items: LedgerItem[]; total: number }>(await page.request.get(`${api('cashier.gethistory')}&type=${type}&count=${count}`));
}

/** A deposit made straight through the API and settled on the emulated payment page (for setting up a test). */
export async function depositThroughApi(page: Page, amount: number, outcome: 'approve' | 'decline' = 'approve') {
  const payment = await dataOf<{ id: number }>(
    await page.request.post(api('cashier.makedeposit'), { multipart: { method: 'card', amount: String(amount), requisites: '{}' } }),
  );
  await page.request.post(`/platform/pay/${payment.id}/${outcome}`, { maxRedirects: 0 });
  return payment.id;
}

export async function completeProfile(page: Page) {
  await dataOf(
    await page.request.post(api('account.saveProfileInfo'), { multipart: { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1990-12-10' } }),
  );
}

/** The deposit form up to billing: method, amount (a preset or typed) and Continue. */
export async function startDeposit(page: Page, amount: { preset: string } | { typed: string }, method = /Visa \/ Mastercard/) {
  await page.goto('/cashier/deposit');
  await page.getByRole('radio', { name: method }).check();
  if ('preset' in amount) await page.getByRole('button', { name: amount.preset, exact: true }).click();
  else await page.getByLabel('Amount').fill(amount.typed);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/cashier/billing');
  // The address changes as the billing page's code starts loading, and the deposit form stays on screen until it is
  // here: its "Bank transfer" radio would answer a `getByLabel('Bank')` meant for the billing form's bank list.
  await expect(page.getByTestId('billing-amount')).toBeVisible();
}

/** Euro amounts as the site shows them in English. */
export const euro = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
