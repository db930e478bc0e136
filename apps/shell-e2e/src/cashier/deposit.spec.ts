import { expect, test } from '../interactive-page';
import { textOf } from '../quality/catalogue-text';
import { holdScripts } from '../quality/hold-scripts';
import { registerPlayer, signInThroughApi } from '../platform-api';
import { euro, ledgerBalance, ledgerHistory, startDeposit } from './cashier-helpers';

test.describe('cashier deposit through the emulated payment page', () => {
  test('a preset deposit approved on the payment page reaches the balance', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'cashier' });
    await startDeposit(page, { preset: '€50' });
    await expect(page.getByTestId('billing-amount')).toHaveText('€50');
    await page.getByLabel(/Card holder name/).fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Pay €50' }).click();
    await expect(page.getByRole('heading', { name: 'Emulated payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await expect(page.getByText('€50 is on your balance. Good luck!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the game hall' })).toBeVisible();
    expect(await ledgerBalance(page)).toBe(50);
    await expect(page.getByTestId('header-balance')).toHaveText(euro(50));
  });

  test('a method and a preset chosen before the page is interactive are what the deposit goes on with', async ({ page }) => {
    // A slow phone: the server's deposit form is on screen while the scripts are still on their way.
    await registerPlayer(page.request, { suite: 'cashier' });
    const release = await holdScripts(page);
    await page.goto('/cashier/deposit', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await page.getByRole('button', { name: '€20', exact: true }).click();
    // Continue waits for the app (the server renders it disabled); tapped as soon as it is enabled, it goes after the
    // held preset.
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    release();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/cashier/billing');
    await expect(page.getByTestId('billing-amount')).toHaveText('€20');
    await expect(page.getByLabel('Bank')).toBeVisible();
  });

  test('a typed amount declined by the provider moves no money', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'cashier' });
    await startDeposit(page, { typed: '75' });
    await page.getByRole('button', { name: 'Pay €75' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/cashier\/payfail\/\d+$/);
    await expect(page.getByText(/Your payment of €75 did not go through/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to deposit' }).click();
    await expect(page).toHaveURL('/cashier/deposit');
    expect(await ledgerBalance(page)).toBe(0);
    expect((await ledgerHistory(page, 'deposit')).items.map((item) => item.status)).toEqual(['failed']);
  });

  test('a payment cancelled on the payment page moves no money', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'cashier' });
    await startDeposit(page, { typed: '30' });
    await page.getByRole('button', { name: 'Pay €30' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/cashier\/paycancel/);
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    expect(await ledgerBalance(page)).toBe(0);
  });

  test('a pending payment shows a loader until it settles, then the result', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'cashier' });
    await startDeposit(page, { preset: '€20' });
    await page.getByRole('button', { name: 'Pay €20' }).click();
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await expect(page).toHaveURL(/\/cashier\/paypending\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Payment in progress' })).toBeVisible();
    await expect(page.getByRole('link')).not.toContainText(['Back to deposit']);
    const id = page.url().split('/').pop();
    // The provider settles it later; the pending page notices through cashier.getdepositinfo.
    await page.request.post(`/platform/pay/${id}/approve`, { maxRedirects: 0 });
    await expect(page).toHaveURL(`/cashier/paysuccess/${id}`, { timeout: 15_000 });
    await expect(page.getByText('€20 is on your balance. Good luck!')).toBeVisible();
    expect(await ledgerBalance(page)).toBe(20);
  });

  test('a double click on Pay moves the money once', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'cashier' });
    await startDeposit(page, { typed: '40' });
    await page.getByRole('button', { name: 'Pay €40' }).dblclick();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    const history = await ledgerHistory(page, 'deposit');
    expect(history.total).toBe(1);
    expect(await ledgerBalance(page)).toBe(40);
  });

  test('a deposit over the deposit limit is refused, says why and keeps the form', async ({ page }) => {
    // The demo player has a monthly limit of €10,000; this refusal moves none of its money.
    await signInThroughApi(page.request);
    const before = await ledgerBalance(page);
    await startDeposit(page, { typed: '15000' }, /Bank transfer/);
    await page.getByLabel('Bank').selectOption({ label: 'Bank of Valletta' });
    await page.getByRole('button', { name: 'Pay €15,000' }).click();
    await expect(page.getByRole('alert')).toContainText('This deposit is over your deposit limit, so it was not made.');
    await expect(page.getByRole('alert')).toContainText('You can use up to');
    await expect(page.getByLabel('Bank')).toHaveValue('1');
    await page.getByRole('button', { name: 'Lower the amount' }).click();
    await expect(page.getByLabel('Amount')).toHaveValue('15000');
    expect(await ledgerBalance(page)).toBe(before);
  });

  test('a payment page in a new window gets no opener, and the money arrives once it is approved there', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'cashier' });
    await startDeposit(page, { typed: '60' }, /Bank transfer/);
    await page.getByLabel('Bank').selectOption({ label: 'Bank of Valletta' });
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Pay €60' }).click();
    const paymentWindow = await opened;
    await expect(paymentWindow.getByRole('heading', { name: 'Emulated payment' })).toBeVisible();
    // Reverse tabnabbing: the payment page cannot reach back and navigate the casino's tab.
    expect(await paymentWindow.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL('/cashier/paynewwindow');
    await expect(page.getByText('Finish the payment in the new window')).toBeVisible();
    await paymentWindow.getByRole('button', { name: 'Approve payment' }).click();
    await expect(paymentWindow).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    expect(await ledgerBalance(page)).toBe(60);
  });

  test("a refused promo code on the deposit page is named in the CMS's words of the page's language, and stays typed", async ({ page }) => {
    await registerPlayer(page.request, { suite: 'cashier' });
    await page.goto('/pl/cashier/deposit');
    const promo = page.getByRole('form', { name: textOf('cashier.promo.title', 'pl') });
    const field = promo.getByRole('textbox', { name: textOf('cashier.promo.label', 'pl') });
    const apply = promo.getByRole('button', { name: textOf('cashier.promo.apply', 'pl'), exact: true });
    // The platform's error_data.promo_code[0], NOT_FOUND then EXPIRED, through the CMS's per-code list (SPEC.md 5).
    await field.fill('NO-SUCH-CODE');
    await apply.click();
    await expect(promo.getByText('Ten kod promocyjny nie istnieje', { exact: true })).toBeVisible();
    await expect(field).toHaveValue('NO-SUCH-CODE');
    await field.fill('SUMMER2024');
    await apply.click();
    await expect(promo.getByText('Ten kod promocyjny wygasł', { exact: true })).toBeVisible();
    await expect(field).toHaveValue('SUMMER2024');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
