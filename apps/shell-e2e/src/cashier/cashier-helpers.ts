import { expect, type Page } from '@playwright/test';
import { platformGet, platformPost } from '../platform-api';

/** The main balance the emulator holds now. */
export async function ledgerBalance(page: Page): Promise<number> {
  const balance = await platformGet<{ balance_main: { amount: number } }>(page.request, 'account.getBalance');
  return balance.balance_main.amount;
}

export type LedgerItem = { id: number; status: string; amount: { amount: number; currency: string } };

export async function ledgerHistory(page: Page, type: 'deposit' | 'withdrawal', count = 50) {
  return platformGet<{ items: LedgerItem[]; total: number }>(page.request, 'cashier.gethistory', { type, count });
}

/** The identity a withdrawal asks for, filled in as the profile form does. */
export async function completeProfile(page: Page) {
  await platformPost(page.request, 'account.saveProfileInfo', { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1990-12-10' });
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
