import { expect, test } from '../interactive-page';
import { registerPlayer, signInThroughApi } from '../platform-api';
import { earnPoints, formatPoints, loyaltyPoints } from './loyalty-helpers';
import { expectNoAxeViolations } from '../quality/axe-scan';

test.describe('loyalty', () => {
  test('the demo player sees their level, points and progress to the next level', async ({ page }) => {
    await signInThroughApi(page.request);
    const points = await loyaltyPoints(page.request);
    await page.goto('/loyalty');
    await expect(page.getByRole('heading', { name: 'Silver', level: 2 })).toBeVisible();
    await expect(page.getByTestId('loyalty-points')).toHaveText(formatPoints(points));
    await expect(page.getByRole('progressbar', { name: 'Progress to Gold' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Levels' }).getByRole('listitem')).toHaveCount(5);
  });

  test('a visitor sees the programme and is invited to sign up', async ({ page }) => {
    await page.goto('/loyalty');
    await expect(page.getByRole('heading', { name: 'Loyalty club', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Levels' }).getByRole('listitem')).toHaveCount(5);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a player who earned points buys a product and sees the points go down', async ({ page }) => {
    test.setTimeout(60_000);
    await registerPlayer(page.request, { suite: 'loyalty' });
    const before = await earnPoints(page.request, 300);

    await page.goto('/loyalty/shop');
    await expect(page.getByTestId('loyalty-points')).toHaveText(formatPoints(before));
    await page.getByRole('button', { name: 'Buy 10 free spins for 300 Coins' }).click();
    const confirm = page.getByRole('dialog', { name: 'Buy 10 free spins?' });
    await expect(confirm).toContainText(`You will have ${formatPoints(before - 300)} left.`);
    await expectNoAxeViolations(page, 'the shop confirm dialog');
    await confirm.getByRole('button', { name: 'Buy now' }).click();

    const bought = page.getByRole('dialog', { name: 'It is yours!' });
    await expect(bought).toContainText('10 free spins has been added to your account.');
    await expectNoAxeViolations(page, 'the shop bought dialog');
    await bought.getByRole('button', { name: 'Back to the shop' }).click();
    await expect(page.getByTestId('loyalty-points')).toHaveText(formatPoints(before - 300));
    expect(await loyaltyPoints(page.request)).toBe(before - 300);
  });

  test('a purchase without enough points shows the insufficient-funds dialog and spends nothing', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'loyalty' });
    await page.goto('/loyalty/shop');
    await expect(page.getByTestId('loyalty-points')).toHaveText(formatPoints(0));
    await page.getByRole('button', { name: 'Buy 10 free spins for 300 Coins' }).click();

    const dialog = page.getByRole('dialog', { name: 'Not enough Coins' });
    await expect(dialog).toContainText('Not enough coins yet. Keep playing to earn more.');
    await expect(dialog).toContainText(`You need ${formatPoints(300)} more for 10 free spins.`);
    await expectNoAxeViolations(page, 'the insufficient-funds dialog');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    expect(await loyaltyPoints(page.request)).toBe(0);
  });

  test('a player picks a character and keeps it', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'loyalty' });
    await page.goto('/loyalty');
    await page.getByRole('button', { name: 'Choose a character' }).click();
    await page.getByRole('radio', { name: 'Wizard' }).check();
    await expectNoAxeViolations(page, 'the character-change dialog');
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Play as Wizard?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, 'the character-change confirm');
    await confirm.getByRole('button', { name: 'Yes, change' }).click();
    await expect(page.getByRole('region', { name: 'Your character' })).toContainText('Wizard');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your character' })).toContainText('Wizard');
  });

  test('points earned in a game show as a loyalty notification card', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'loyalty' });
    // A card is news: what the platform listed before this browser first met the player is history (the
    // notifications page lists it), so the player is on the site before the round earns the points.
    await page.goto('/loyalty');
    const metPlayer = () => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('loyalty_notifications_seen:')));
    await expect.poll(metPlayer).toBe(true);
    await earnPoints(page.request, 100);
    await page.goto('/loyalty');
    const card = page.getByRole('region', { name: 'Loyalty notifications' }).getByRole('status').first();
    await expect(card).toContainText('Coins credited');
    await expect(card).toContainText(/\+\d[\d,]* Coins/);
  });

  test('an unknown programme shows the page validation error', async ({ page }) => {
    await page.goto('/loyalty/42');
    await expect(page.getByText('Page Not Found: /loyalty/42')).toBeVisible();
  });
});
