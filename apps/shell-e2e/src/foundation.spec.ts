import { expect, test } from './interactive-page';
import { DEMO_PLAYER } from './platform-api';

test.describe('first screens against the emulator', () => {
  test('a visitor sees real games from the catalogue and can sign in or up', async ({ page }) => {
    await page.goto('/gamehall');
    await expect(page.getByRole('heading', { name: 'All games', level: 1 })).toBeVisible();
    // The emulator seeds 3,360 games; the game hall shows real tiles from it.
    await expect(page.getByRole('list').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  });

  test('the demo player signs in, sees the balance, and signs out to the index', async ({ page }) => {
    await page.goto('/forms/sign_in');
    await page.getByLabel('Email or phone').fill(DEMO_PLAYER.login);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('header-balance')).toHaveText('€1,500');
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
  });

  test('a wrong password keeps what was typed and says what to do', async ({ page }) => {
    // Not the shared demo player: wrong passwords count towards its sign-in limit.
    const login = `foundation-${Date.now()}@example.com`;
    await page.goto('/forms/sign_in');
    await page.getByLabel('Email or phone').fill(login);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong login or password. Check both and try again.');
    await expect(page.getByLabel('Email or phone')).toHaveValue(login);
  });

  test('the footer switches the page to another language', async ({ page }) => {
    await page.goto('/gamehall');
    await page.getByRole('link', { name: 'Polski' }).click();
    await expect(page).toHaveURL('/pl/gamehall');
    await expect(page.getByRole('heading', { name: 'Wszystkie gry', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });

  test('a new player signs up and lands signed in with register=success', async ({ page }) => {
    await page.goto('/forms/sign_up');
    await page.getByRole('textbox', { name: 'Email' }).fill(`player-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('I am over 18 and accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL('/?register=success');
    await expect(page.getByTestId('header-balance')).toHaveText('€0');
  });
});
