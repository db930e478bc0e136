import { test } from '@playwright/test';
import { deposit } from './gamehall/players';
import { registerPlayer } from './profile/profile-helpers';

test('shots', async ({ page }) => {
  test.setTimeout(120_000);
  await registerPlayer(page.request);
  await deposit(page.request, 20);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile/responsible-game');
    await page.getByRole('form', { name: 'Change: Deposit limits' }).getByRole('textbox').fill('50');
    await page.getByRole('form', { name: 'Change: Deposit limits' }).getByRole('button', { name: 'Save limit' }).click();
    await page.getByRole('form', { name: 'Change: Deposit limits' }).getByRole('textbox').fill('80');
    await page.getByRole('form', { name: 'Change: Deposit limits' }).getByRole('button', { name: 'Save limit' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/rg-${width}.png`, fullPage: true });
    await page.goto('/game/granite-peak-book-of-the-vikings-2');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/game-${width}.png` });
  }
  await page.evaluate(() => undefined);
});
