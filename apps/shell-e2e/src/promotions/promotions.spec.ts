import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { registerPlayer } from '../platform-api';
import { expectNoAxeViolations } from '../quality/axe-scan';

async function openPromotionsSignedIn(page: Page) {
  await registerPlayer(page.request, { suite: 'promo' });
  await page.goto('/promotions');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
}

test.describe('promotions', () => {
  test('a visitor browses the promotions and opens one', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();

    const list = page.getByRole('list', { name: 'All promotions' });
    await expect(list.getByRole('article')).toHaveCount(5);
    const welcome = list.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Welcome bonus 100%' }) });
    await expect(welcome.getByText('100% bonus up to €500')).toBeVisible();
    await expect(welcome.getByRole('timer')).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Deposit and get it' })).toHaveAttribute('href', '/cashier/deposit?offer=1');

    await list.getByRole('link', { name: 'Details: 20 free spins' }).click();
    await expect(page).toHaveURL('/promotions/3');
    await expect(page.getByRole('heading', { name: '20 free spins', level: 1 })).toBeVisible();
    await expect(page.getByText('Enter code SPIN20 and play Book of Ra for free.')).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Terms' })).toContainText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);

    // A visitor is asked to sign in before taking part.
    await page.getByRole('button', { name: 'Sign in to take part' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a signed-in player activates a valid promo code and sees the confirmation', async ({ page }) => {
    await openPromotionsSignedIn(page);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('SPIN20');
    await page.getByRole('button', { name: 'Activate' }).click();

    const dialog = page.getByRole('dialog', { name: 'Promo code activated' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('“20 free spins” is now on your account.');
    await expectNoAxeViolations(page, 'the promo-code-activated dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
  });

  test('an invalid promo code shows the mapped message and keeps the typed code', async ({ page }) => {
    await openPromotionsSignedIn(page);
    const field = page.getByRole('textbox', { name: 'Promo code' });
    await field.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Activate' }).click();

    // error_data.promo_code[0] = NOT_FOUND, through the CMS's per-code texts.
    await expect(page.getByText('This promo code does not exist')).toBeVisible();
    await expect(field).toHaveValue('NO-SUCH-CODE');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const events = await page.evaluate(() => ((window as { dataLayer?: Array<{ event?: string; promo_code?: string }> }).dataLayer ?? []).filter((entry) => entry.event === 'promo-code-not-found'));
    expect(events.map((entry) => entry.promo_code)).toEqual(['NO-SUCH-CODE']);

    // An expired code has its own text.
    await field.fill('SUMMER2024');
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('This promo code has expired')).toBeVisible();
    await expect(field).toHaveValue('SUMMER2024');
  });
});
