import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../interactive-page';
import { balances, euros, registerBettor } from './betting-helpers';

test.describe('betting', () => {
  test('a visitor browses the sportsbook in its frame and is asked to sign in to bet', async ({ page }) => {
    await page.goto('/betting');
    await expect(page.getByRole('heading', { level: 1, name: 'Betting' })).toBeVisible();
    const book = page.frameLocator('iframe[title="Sportsbook"]');
    await expect(book.getByRole('heading', { name: "Today's matches" })).toBeVisible();
    await book.getByRole('button', { name: 'Northbridge FC at 1.85' }).click();
    await expect(book.getByText('Northbridge FC – Eastport United: Northbridge FC @ 1.85')).toBeVisible();
    await book.getByRole('button', { name: 'Sign in to bet' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a player bets with the betting bonus and with real money and sees both balances change', async ({ page }) => {
    // Two bets placed through the sportsbook's frame, which loads after the page hydrates: 30 s ran out at the second.
    test.setTimeout(60_000);
    await registerBettor(page.request, { deposit: 100 });
    const before = await balances(page.request);
    expect(before).toEqual({ main: 100, bettingBonus: 10 });

    await page.goto('/betting');
    await expect(page.getByTestId('betting-bonus-balance')).toHaveText(euros(10));
    await expect(page.getByTestId('header-balance')).toHaveText(euros(100));
    const bonuses = page.getByRole('region', { name: 'Your betting bonuses' });
    await expect(bonuses.getByRole('listitem')).toHaveCount(1);
    await expect(bonuses.getByText('Active')).toBeVisible();

    const book = page.frameLocator('iframe[title="Sportsbook"]');
    await book.getByRole('button', { name: 'Northbridge FC at 1.85' }).click();
    await book.getByRole('radio', { name: /Betting bonus/ }).check();
    await book.getByLabel('Stake (EUR)').fill('4');
    await expect(book.getByText('Potential win €7.40')).toBeVisible();
    await book.getByRole('button', { name: 'Place bet' }).click();
    await expect(book.getByRole('status')).toHaveText('Bet placed: Northbridge FC @ 1.85 for €4.00.');
    await expect(page.getByTestId('betting-bonus-balance')).toHaveText(euros(6));
    await expect(bonuses.getByText(`${euros(4)} of ${euros(10)}`)).toBeVisible();

    await book.getByRole('button', { name: 'J. Okafor at 2.10' }).click();
    await book.getByRole('radio', { name: /Main balance/ }).check();
    await book.getByLabel('Stake (EUR)').fill('10');
    await book.getByRole('button', { name: 'Place bet' }).click();
    await expect(book.getByRole('status')).toHaveText('Bet placed: J. Okafor @ 2.10 for €10.00.');
    await expect(page.getByTestId('header-balance')).toHaveText(euros(90));
    await expect(page.getByTestId('betting-main-balance')).toHaveText(euros(90));
    await expect(book.getByRole('region', { name: 'My open bets' }).getByRole('listitem')).toHaveCount(2);
    expect(await balances(page.request)).toEqual({ main: 90, bettingBonus: 6 });
  });

  test('a sportsbook frame that posts no message at all is shown and usable', async ({ page }) => {
    test.setTimeout(90_000);
    await registerBettor(page.request, { deposit: 50 });
    // Every message the page receives, and a sportsbook that speaks none of the optional frame contract: in its frame,
    // `parent` (a replaceable property) is the frame itself, so its posts never leave it.
    await page.addInitScript(() => {
      if (window.top === window) {
        const seen: unknown[] = [];
        Object.assign(window, { seenMessages: seen });
        window.addEventListener('message', (event) => seen.push(event.data));
      } else {
        Object.defineProperty(window, 'parent', { value: window });
      }
    });
    await page.goto('/betting');
    const book = page.frameLocator('iframe[title="Sportsbook"]');
    // Shown once the frame's document has loaded (its images too): generous on a loaded machine.
    await expect(book.getByRole('heading', { name: "Today's matches" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Loading the sportsbook…')).toHaveCount(0);
    await book.getByRole('button', { name: 'Northbridge FC at 1.85' }).click();
    await book.getByRole('radio', { name: /Main balance/ }).check();
    await book.getByLabel('Stake (EUR)').fill('5');
    await book.getByRole('button', { name: 'Place bet' }).click();
    await expect(book.getByRole('status')).toHaveText('Bet placed: Northbridge FC @ 1.85 for €5.00.');
    expect(await page.evaluate(() => (window as unknown as { seenMessages: unknown[] }).seenMessages)).toEqual([]);
    expect(await balances(page.request)).toEqual({ main: 45, bettingBonus: 10 });
    // Without the frame's message the site reads the money on its next request (here a reload).
    await page.reload();
    await expect(page.getByTestId('betting-main-balance')).toHaveText(euros(45));
  });

  test('the betting page has no accessibility violations on a phone', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/betting');
    await expect(page.frameLocator('iframe[title="Sportsbook"]').getByRole('heading', { name: "Today's matches" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});
