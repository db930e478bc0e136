import { expect, test } from '../interactive-page';
import { currentAccount, DEMO_PLAYER, uniqueLogin } from '../platform-api';
import { createPlayer, fillSignIn, latestOutboxMessage, TWO_FACTOR_DEMO } from './auth-helpers';

test.describe('sign-in', () => {
  test('the demo player signs in and lands on the index page', async ({ page }) => {
    await page.goto('/forms/sign_in');
    await fillSignIn(page, DEMO_PLAYER.login, DEMO_PLAYER.password);
    await expect(page).toHaveURL('/');
    expect((await currentAccount(page.request)).login).toBe(DEMO_PLAYER.login);
  });

  test('the sign-in popup opened by show_popup_auth signs in and the player stays on the page', async ({ page }) => {
    await page.goto('/gamehall?show_popup_auth=1');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email or phone').fill(DEMO_PLAYER.login);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/gamehall');
    expect((await currentAccount(page.request)).login).toBe(DEMO_PLAYER.login);
  });

  test('a wrong password says what to do and keeps what was typed', async ({ page }) => {
    // A player of its own: wrong passwords count towards the shared demo player's sign-in limit.
    const { login } = await createPlayer(page.request, 'wrong-password', 'right-pass1');
    await page.goto('/forms/sign_in');
    await fillSignIn(page, login, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong login or password. Check both and try again.');
    await expect(page.getByLabel('Email or phone')).toHaveValue(login);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
    await expect(page).toHaveURL('/forms/sign_in');
    expect((await currentAccount(page.request)).uid).toBe(0);
  });

  test('what a player types before the page is interactive is what is sent', async ({ page }) => {
    // A slow phone: the server's form is on screen while the scripts are still on their way.
    const login = uniqueLogin('typed-early');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/forms/sign_in', { waitUntil: 'commit' });
    await page.getByLabel('Email or phone').fill(login);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    release();
    await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong login or password. Check both and try again.');
    await expect(page.getByLabel('Email or phone')).toHaveValue(login);
  });

  test('a two-factor player types the code the emulator sent and is signed in', async ({ page }) => {
    await page.goto('/forms/sign_in');
    await fillSignIn(page, TWO_FACTOR_DEMO.login, TWO_FACTOR_DEMO.password);
    const code = page.getByLabel('Verification code');
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByText(/You can ask for a new code in \d+ seconds?/)).toBeVisible();

    await code.fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The code is invalid. Check it and try again.')).toBeVisible();

    const message = await latestOutboxMessage(page.request, TWO_FACTOR_DEMO.login);
    await code.fill(message.code ?? '');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL('/');
    expect((await currentAccount(page.request)).login).toBe(TWO_FACTOR_DEMO.login);
  });

  test('a visitor sent away from a private page comes back to it after signing in', async ({ page }) => {
    await page.goto('/cashier/deposit');
    await expect(page).toHaveURL('/?redirectUrl=%2Fcashier%2Fdeposit');
    await page.goto(`/forms/sign_in${new URL(page.url()).search}`);
    await fillSignIn(page, DEMO_PLAYER.login, DEMO_PLAYER.password);
    await expect(page).toHaveURL('/cashier/deposit');
  });

  test('a redirectUrl to another site is ignored', async ({ page }) => {
    await page.goto(`/forms/sign_in?redirectUrl=${encodeURIComponent('https://evil.example/')}`);
    await fillSignIn(page, DEMO_PLAYER.login, DEMO_PLAYER.password);
    await expect(page).toHaveURL('/');
  });

  test('a player asks for a reset link, chooses a new password on the platform page and signs in with it', async ({ page }) => {
    const { login } = await createPlayer(page.request, 'restore', 'first-pass1');
    await page.goto('/forms/sign_in');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
    await page.getByLabel('Email or phone').fill(login);
    await page.getByRole('button', { name: 'Send a reset link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account exists for ${login}`);

    // The password is unchanged until the link is used.
    const message = await latestOutboxMessage(page.request, login);
    expect(message.code).toBeNull();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await fillSignIn(page, login, 'first-pass1');
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect.poll(async () => (await currentAccount(page.request)).uid).toBe(0);

    // The link leads to the platform's reset page on the site's own origin.
    expect(message.link?.startsWith(new URL(page.url()).origin)).toBe(true);
    await page.goto(message.link ?? '');
    await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('second-pass2');
    await page.getByLabel('Repeat the new password').fill('second-pass2');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password is changed', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/forms/sign_in');
    await fillSignIn(page, login, 'second-pass2');
    await expect(page).toHaveURL('/');
    expect((await currentAccount(page.request)).login).toBe(login);
    // The link worked once.
    await page.goto(message.link ?? '');
    await expect(page.getByRole('heading', { name: 'This link no longer works', level: 1 })).toBeVisible();
  });

  test('a signed-in player signs out and is on the index page as a visitor', async ({ page }) => {
    const { login } = await createPlayer(page.request, 'sign-out', 'secret12');
    await page.goto('/forms/sign_in');
    await fillSignIn(page, login, 'secret12');
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(async () => (await currentAccount(page.request)).uid).toBe(0);
  });
});
