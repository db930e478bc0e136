import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { axeViolations } from '../quality/axe-scan';
import { textOf } from '../quality/catalogue-text';
import { depositThroughApi, registerPlayer, signInThroughApi } from '../platform-api';
import { isPlatformCall } from './session-helpers';
import { TEST_LOCALES } from '../test-locales';

/** The hints at the top of the page content (SPEC.md 4), by what a player reads and presses. */
const hints = (page: Page, locale: string) => {
  const list = page.getByRole('main').getByRole('list', { name: textOf('session.hints.label', locale) });
  return {
    depositLink: list.getByRole('link', { name: textOf('session.hints.registration.action', locale), exact: true }),
    depositText: list.getByText(textOf('session.hints.registration.text', locale)),
    hideDeposit: list.getByRole('button', { name: textOf('session.hints.registration.dismiss', locale), exact: true }),
    confirmText: page.getByRole('main').getByText(textOf('session.hints.confirmEmail.text', locale)),
    confirmButton: list.getByRole('button', { name: textOf('session.hints.confirmEmail.action', locale), exact: true }),
  };
};

for (const { code, prefix } of TEST_LOCALES) {
  test.describe(`session hints (${code})`, () => {
    test('a new player is led to the first deposit until it is made', async ({ page }) => {
      await registerPlayer(page.request);
      await page.goto(`${prefix}/gamehall`);
      const hint = hints(page, code);
      await expect(hint.depositText).toBeVisible();
      await expect(hint.depositLink).toHaveAttribute('href', `${prefix}/cashier/deposit`);
      await expect(hint.confirmButton).toBeVisible();
      expect(await axeViolations(page, `main [aria-label="${textOf('session.hints.label', code)}"]`)).toEqual([]);
      await hint.depositLink.click();
      await expect(page).toHaveURL(`${prefix}/cashier/deposit`);

      await depositThroughApi(page.request, 20);
      await page.reload();
      // The confirm hint shows the player's data has loaded; the deposit hint is gone with the first deposit.
      await expect(hint.confirmButton).toBeVisible();
      await expect(hint.depositText).toHaveCount(0);
    });

    test('an email player confirms from the hint, which then stays away', async ({ page }) => {
      const player = await registerPlayer(page.request);
      await page.goto(`${prefix}/gamehall`);
      const hint = hints(page, code);
      await hint.confirmButton.click();
      // Opened as a confirm dialog, which is an alertdialog.
      const dialog = page.getByRole('alertdialog', { name: textOf('auth.confirmEmail.title', code) });
      await expect(dialog).toBeVisible();
      const sent = page.waitForRequest((request) => isPlatformCall(request, 'account.sendconfirmationtocontact'));
      await dialog.getByRole('button', { name: textOf('auth.confirmEmail.confirm', code), exact: true }).click();
      expect((await sent).postDataBuffer()?.toString()).toContain(`name="contact"\r\n\r\n${player.login}`);
      await expect(dialog).toHaveCount(0);
      await expect(hint.confirmText).toHaveCount(0);
      await expect(hint.depositLink).toBeVisible();

      await page.reload();
      await expect(hint.depositLink).toBeVisible();
      await expect(hint.confirmText).toHaveCount(0);
    });

    test('a dismissed hint stays hidden for the browser session only', async ({ page, browser }) => {
      const player = await registerPlayer(page.request);
      await page.goto(`${prefix}/gamehall`);
      const hint = hints(page, code);
      await hint.hideDeposit.click();
      await expect(hint.depositText).toHaveCount(0);
      await expect(hint.confirmButton).toBeVisible();
      await page.reload();
      await expect(hint.confirmButton).toBeVisible();
      await expect(hint.depositText).toHaveCount(0);

      // Another browser session of the same player shows it again.
      const other = await browser.newContext();
      try {
        const otherPage = await other.newPage();
        await signInThroughApi(otherPage.request, player);
        await otherPage.goto(`${prefix}/gamehall`);
        await expect(hints(otherPage, code).depositLink).toBeVisible();
      } finally {
        await other.close();
      }
    });
  });
}
