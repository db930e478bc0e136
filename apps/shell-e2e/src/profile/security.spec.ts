import { expect, test } from '../interactive-page';
import { outboxCode } from '../emulator-admin';
import { currentAccount, registerPlayer } from '../platform-api';

test.describe('profile security', () => {
  test('a player turns two-factor authentication on with the code sent to the login', async ({ page }) => {
    const { login } = await registerPlayer(page.request, { suite: 'profile' });
    await page.goto('/profile/security');
    await expect(page.getByTestId('two-factor-state')).toHaveText('Off');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(`We sent a code to ${login}. Enter it to confirm.`)).toBeVisible();

    await page.getByLabel('Code', { exact: true }).fill(await outboxCode(page.request, login));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
    await expect(page.getByTestId('two-factor-state')).toHaveText('On');
    await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();
    expect((await currentAccount(page.request)).two_factor_auth).toBe(true);
  });
});
