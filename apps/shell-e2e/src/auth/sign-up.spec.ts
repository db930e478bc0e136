import { expect, test } from '../interactive-page';
import { currentAccount, uniqueLogin } from '../platform-api';
import { expectNoAxeViolations } from '../quality/axe-scan';
import { holdScripts } from '../quality/hold-scripts';

// The emulator's CMS auth-config offers form, fast and social sign-up; forms-config turns on the
// promo code, character select, terms, newsletter and the confirm-email popup.
test.describe('sign-up', () => {
  test('with the form: email and password, lands signed in with register=success', async ({ page }) => {
    const login = uniqueLogin('form');
    await page.goto('/forms/sign_up');
    await expect(page.getByRole('tab', { name: 'By email', selected: true })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(login);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel(/accept the terms/).check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL('/?register=success');
    expect((await currentAccount(page.request)).login).toBe(login);
    // forms-config has confirmEmailPopup on: the confirmation is offered right away.
    const confirm = page.getByRole('alertdialog', { name: 'Confirm your email' });
    await expect(confirm).toContainText(login);
    await expectNoAxeViolations(page, 'the confirm-email dialog');
    await confirm.getByRole('button', { name: 'Send the link' }).click();
    await expect(confirm).toBeHidden();
  });

  test('with the form: a taken email is said under the field and nothing typed is lost', async ({ page }) => {
    await page.goto('/forms/sign_up');
    await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel(/accept the terms/).check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('Login already exists')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret12');
    await expect(page).toHaveURL('/forms/sign_up');
  });

  test('with the form: the spec messages show before anything is sent', async ({ page }) => {
    await page.goto('/forms/sign_up');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('Wrong email address')).toBeVisible();
    await expect(page.getByText('The password must be at least 6 characters long')).toBeVisible();
    await expect(page.getByText('Tick this box to continue')).toBeVisible();
  });

  test('in the registration popup opened by show_popup_reg, the player stays on the page', async ({ page }) => {
    const login = uniqueLogin('popup');
    await page.goto('/gamehall?show_popup_reg=1');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('Email', { exact: true }).fill(login);
    await dialog.getByLabel('Password', { exact: true }).fill('secret12');
    await dialog.getByLabel(/accept the terms/).check();
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL('/gamehall?register=success');
    expect((await currentAccount(page.request)).login).toBe(login);
  });

  test('in one click: the platform makes up the login', async ({ page }) => {
    await page.goto('/forms/sign_up');
    await page.getByRole('tab', { name: 'One click' }).click();
    await page.getByLabel(/accept the terms/).check();
    await page.getByRole('button', { name: 'Sign up in one click' }).click();
    await expect(page).toHaveURL('/?register=success');
    expect((await currentAccount(page.request)).login).toMatch(/@fast\.local$/);
  });

  test('a tab tapped before the page is interactive opens once it is', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/forms/sign_up', { waitUntil: 'commit' });
    await page.getByRole('tab', { name: 'One click' }).click();
    await expect(page.getByRole('tab', { name: 'By email' })).toHaveAttribute('aria-selected', 'true');
    release();
    await expect(page.getByRole('tab', { name: 'One click' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Sign up in one click' })).toBeVisible();
  });

  test('with a social network: the 640x480 popup signs up, then the currency completes the registration', async ({ page }) => {
    const login = uniqueLogin('social');
    await page.goto('/forms/sign_up');
    await page.getByRole('tab', { name: 'Social' }).click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    expect(new URL(popup.url()).pathname).toBe('/oauth/init');
    expect(Object.fromEntries(new URL(popup.url()).searchParams)).toMatchObject({ service: 'google', type_auth: 'register' });
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([640, 480]);
    await popup.getByLabel('Email').fill(login);
    // Listened for before the click: the site closes the popup as soon as it is back, which can be before the click returns.
    const popupClosed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow and continue' }).click();
    await popupClosed;

    await expect(page).toHaveURL('/?register=success');
    const dialog = page.getByRole('dialog', { name: 'Finish your registration' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the finish-registration dialog');
    await dialog.getByLabel('Currency').selectOption('EUR');
    await dialog.getByLabel(/accept the terms/).check();
    await dialog.getByRole('button', { name: 'Finish registration' }).click();
    await expect(dialog).toBeHidden();
    expect(await currentAccount(page.request)).toMatchObject({ login, is_registration_completed: true });
  });

  test('with a social network: closing the popup leaves the form ready to try again', async ({ page }) => {
    await page.goto('/forms/sign_up');
    await page.getByRole('tab', { name: 'Social' }).click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await (await popupOpened).close();
    await expect(page.getByText('The sign-in window was closed before you finished.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect((await currentAccount(page.request)).uid).toBe(0);
  });
});
