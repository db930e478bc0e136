import { expect, test } from '../interactive-page';
import { registerPlayer, signInThroughApi } from '../platform-api';

test.describe('profile bets history', () => {
  test('the demo player sees the rounds played, with dates dd.mm.yyyy and amounts in EUR', async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto('/profile/bets/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Bets history' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}$/);
    await expect(rows.nth(1)).toContainText('€');
  });

  test('a new player without rounds is told to play and gets a way to the game hall', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'profile' });
    await page.goto('/profile/bets');
    await expect(page.getByRole('heading', { name: 'No bets yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the game hall' })).toHaveAttribute('href', '/gamehall');
  });
});
