import { expect, test } from '../interactive-page';
import { currentAccount, registerPlayer } from '../platform-api';
import { expectNoAxeViolations } from '../quality/axe-scan';

test.describe('profile bonuses', () => {
  test('a player sees the betting bonus of a promo code, activates it after a confirm and is told it is ready', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'profile', promoCode: 'BETSTART' });
    await page.goto('/profile/bonuses');
    await expect(page.getByRole('heading', { name: 'Betting bonuses' })).toBeVisible();
    const card = page.locator('section').filter({ has: page.getByRole('heading', { level: 3, name: '€10 free bet' }) });
    await expect(card.getByText('Available')).toBeVisible();
    await expect(card.getByText('€10', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Activate' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Activate this bonus?' });
    await expect(confirm.getByText(/€10 will be added to your bonus balance/)).toBeVisible();
    await expectNoAxeViolations(page, 'the bonus-activate confirm');
    await confirm.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Your betting bonus is active' })).toBeVisible();
    await expectNoAxeViolations(page, 'the betting-bonus-activated dialog');
    await page.getByRole('button', { name: 'Later' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    expect((await currentAccount(page.request)).balance_betting_bonus.amount).toBe(10);
  });

  test('a new player without bonuses is told where bonuses come from', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'profile' });
    await page.goto('/profile/bonuses');
    await expect(page.getByRole('heading', { name: 'No bonuses yet' })).toBeVisible();
    await page.getByRole('link', { name: 'See promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
  });
});
