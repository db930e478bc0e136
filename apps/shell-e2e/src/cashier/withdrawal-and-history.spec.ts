import { expect, test } from '../interactive-page';
import { depositThroughApi, registerPlayer } from '../platform-api';
import { completeProfile, euro, ledgerBalance, ledgerHistory } from './cashier-helpers';

test.describe('cashier withdrawal, wallet and history', () => {
  test('a withdrawal is created, holds the money, and gives it back when cancelled', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'cashier' });
    await depositThroughApi(page.request, 100);
    await completeProfile(page);
    await page.goto('/cashier/withdraw');
    await expect(page.getByTestId('withdraw-available')).toHaveText(`Available to withdraw: ${euro(100)}`);
    await page.getByRole('radio', { name: /Visa \/ Mastercard/ }).check();
    await page.getByLabel('Amount').fill('30');
    await page.getByLabel('Card number').fill('4111111111111111');
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    const cancel = page.getByRole('button', { name: `Cancel the withdrawal of ${euro(30)}` });
    await expect(cancel).toBeVisible();
    expect(await ledgerBalance(page)).toBe(70);
    await expect(page.getByTestId('cashier-main-balance')).toHaveText(euro(70));
    await cancel.click();
    await expect(cancel).toHaveCount(0);
    expect(await ledgerBalance(page)).toBe(100);
    await expect(page.getByTestId('cashier-main-balance')).toHaveText(euro(100));
    expect((await ledgerHistory(page, 'withdrawal')).items.map((item) => item.status)).toEqual(['canceled']);
  });

  test('history tabs load 4 at a time, load more, and match the ledger', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'cashier' });
    for (const amount of [11, 12, 14, 15, 16]) await depositThroughApi(page.request, amount, amount === 14 ? 'decline' : 'approve');
    const ledger = await ledgerHistory(page, 'deposit');
    await page.goto('/cashier/history');
    await expect(page.getByRole('tab', { name: 'Deposits', selected: true })).toBeVisible();
    await expect(page.getByTestId('history-amount')).toHaveCount(4);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByTestId('history-amount')).toHaveCount(5);
    await expect(page.getByTestId('history-amount')).toHaveText(ledger.items.map((item) => euro(item.amount.amount)));
    await expect(page.getByText('Failed')).toHaveCount(1);
    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    await expect(page).toHaveURL('/cashier/history?tab=withdrawal');
    await expect(page.getByText('No withdrawals yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Deposits' }).click();
    await expect(page.getByTestId('history-amount')).toHaveCount(4);
  });

  test('the cashier root and the wallet show the ledger amounts', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'cashier' });
    await depositThroughApi(page.request, 25);
    await page.goto('/cashier');
    await expect(page.getByTestId('history-amount')).toHaveText([euro(25)]);
    await expect(page.getByTestId('cashier-main-balance')).toHaveText(euro(await ledgerBalance(page)));
    await page.goto('/cashier/wallet');
    await expect(page.getByTestId('wallet-balance_main')).toHaveText(euro(25));
    await expect(page.getByTestId('wallet-balance_bonus')).toHaveText(euro(0));
  });
});
